#pragma once

#include <QLabel>

namespace jgr::ui {

// A one-line label that never widens its window: a text longer than the
// room it has is shortened in the middle with "…", and its tooltip holds
// the whole text.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    QString fullText() const { return m_fullText; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void elide();

    QString m_fullText;
};

} // namespace jgr::ui
