#pragma once

#include <QLoggingCategory>

// One category per core module; enable with QT_LOGGING_RULES="jgr.*.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcConfig)
Q_DECLARE_LOGGING_CATEGORY(lcDb)
Q_DECLARE_LOGGING_CATEGORY(lcControl)
Q_DECLARE_LOGGING_CATEGORY(lcEngine)
Q_DECLARE_LOGGING_CATEGORY(lcAlerts)
Q_DECLARE_LOGGING_CATEGORY(lcPull)
Q_DECLARE_LOGGING_CATEGORY(lcPush)
