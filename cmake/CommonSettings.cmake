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

# Hardened as Debian builds its packages (dpkg-buildflags): stack protector,
# format checks, fortified libc calls where the code is optimised, full RELRO.
target_compile_options(jgr_common INTERFACE -fstack-protector-strong -Wformat -Werror=format-security)
target_compile_definitions(jgr_common INTERFACE $<$<NOT:$<CONFIG:Debug>>:_FORTIFY_SOURCE=2>)
target_link_options(jgr_common INTERFACE -Wl,-z,relro -Wl,-z,now)

# Compiles the German and Spanish texts into a program (translations/).
function(jgr_embed_translations target)
  # One resource name per target: two targets of one folder with the same
  # name would generate (and, in a parallel build, compile) the same file.
  qt_add_resources(${target} ${target}_translations PREFIX /i18n BASE ${JGR_TRANSLATIONS_BINARY_DIR}
                   FILES ${JGR_QM_FILES})
  add_dependencies(${target} jgr_ui_lrelease)
endfunction()

# A build for the sanitized test run (scripts/lib/sanitized.sh): AddressSanitizer
# and UndefinedBehaviorSanitizer in every target, undefined behaviour fatal;
# with JGR_FUZZ (clang) also the coverage libFuzzer needs, and tests/fuzz.
option(JGR_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(JGR_FUZZ "Build the libFuzzer targets (clang)" OFF)
if(JGR_SANITIZE OR JGR_FUZZ)
  set(sanitizers -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  if(JGR_FUZZ)
    list(APPEND sanitizers -fsanitize=fuzzer-no-link)
  endif()
  target_compile_options(jgr_common INTERFACE ${sanitizers})
  target_link_options(jgr_common INTERFACE ${sanitizers})
endif()
