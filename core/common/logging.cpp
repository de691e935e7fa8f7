#include "logging.h"

Q_LOGGING_CATEGORY(lcConfig, "jgr.config", QtInfoMsg)
Q_LOGGING_CATEGORY(lcDb, "jgr.db", QtInfoMsg)
Q_LOGGING_CATEGORY(lcControl, "jgr.control", QtInfoMsg)
Q_LOGGING_CATEGORY(lcEngine, "jgr.engine", QtInfoMsg)
Q_LOGGING_CATEGORY(lcAlerts, "jgr.alerts", QtInfoMsg)
Q_LOGGING_CATEGORY(lcPull, "jgr.engine.pull", QtInfoMsg)
Q_LOGGING_CATEGORY(lcPush, "jgr.engine.push", QtInfoMsg)
