# CPack: one Debian package, `cpack -G DEB` in the build folder
# (installer/test-install.sh builds, checks, installs and removes it).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME jgreplicate)
set(CPACK_PACKAGE_VENDOR "JGReplicate")
set(CPACK_PACKAGE_CONTACT "JGReplicate team <team@jgreplicate.org>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION database)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://jgreplicate.org")
# The synopsis line; the description below is the extended text after it.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "offline-first replication of database tables between sites")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Sites such as laptops and branch offices work offline on their own database
(SQLite, PostgreSQL or MariaDB) and replicate selected tables with a primary
server when they can. Every row has an owner site whose changes win; new
sites get their numbers from the primary, schema changes reach every site,
cloned machines are detected and administrators are mailed about sites that
fall behind.
.
The package holds the administration window (jgreplicate), the tray monitor
that reminds users to replicate (jgreplicate-tray, started at login) and the
command line (jgreplicate-cli), with a systemd user timer for scheduled
replication.")
# The libraries the programs link come from dpkg-shlibdeps; Qt's SQL drivers
# its X11 platform plugin and its SVG icon engine are loaded at run time, so
# they are named here.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6sql6-psql, libqt6sql6-mysql, qt6-qpa-plugins, libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnome-keyring")
# Files under /etc are the administrator's to edit: dpkg keeps their changes.
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${CMAKE_CURRENT_LIST_DIR}/conffiles)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
