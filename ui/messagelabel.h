#pragma once

#include <QLabel>

namespace jgr::ui {

// A page's message line: it wraps, and a word longer than the page (a long
// path in an error) is cut at the edge instead of widening the window.
inline QLabel *newMessageLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    return label;
}

} // namespace jgr::ui
