# One INTERFACE target with the settings every target of the project shares.
add_library(jgr_common INTERFACE)
target_compile_features(jgr_common INTERFACE cxx_std_20)
target_compile_options(jgr_common INTERFACE
  -Wall -Wextra -Wpedantic -Wold-style-cast -Wnon-virtual-dtor)
target_compile_definitions(jgr_common INTERFACE
  QT_NO_CAST_FROM_BYTEARRAY
  QT_USE_QSTRINGBUILDER
  QT_NO_URL_CAST_FROM_STRING
  QT_DISABLE_DEPRECATED_BEFORE=0x060400
  JGR_VERSION="${PROJECT_VERSION}")
