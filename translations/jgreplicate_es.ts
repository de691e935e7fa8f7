<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>found</source>
        <translation>instalado</translation>
    </message>
    <message>
        <source>missing (install %1)</source>
        <translation>falta (instale %1)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;JGReplicate %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Replicates chosen tables between sites that work offline on their own database and a primary: the owner of a row wins, any site may fill a blank.&lt;/p&gt;&lt;p&gt;License: MIT.&lt;/p&gt;&lt;p&gt;Database drivers on this machine:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;Manuals: &lt;a href=&quot;%3&quot;&gt;%4&lt;/a&gt; (README, ADMINISTRATION, CLI, PROTOCOL, SCHEMA) and &lt;tt&gt;man jgreplicate-cli&lt;/tt&gt;; every operation also runs from &lt;tt&gt;jgreplicate-cli&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;JGReplicate %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Replica las tablas elegidas entre sitios que trabajan sin conexión con su propia base de datos y un primario: gana el propietario de una fila, cualquier sitio puede rellenar un campo vacío.&lt;/p&gt;&lt;p&gt;Licencia: MIT.&lt;/p&gt;&lt;p&gt;Controladores de bases de datos en este equipo:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;Manuales: &lt;a href=&quot;%3&quot;&gt;%4&lt;/a&gt; (README, ADMINISTRATION, CLI, PROTOCOL, SCHEMA) y &lt;tt&gt;man jgreplicate-cli&lt;/tt&gt;; cada operación también se ejecuta desde &lt;tt&gt;jgreplicate-cli&lt;/tt&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>init-primary needs --site-name NAME.</source>
        <translation>init-primary necesita --site-name NOMBRE.</translation>
    </message>
    <message>
        <source>Master primary site %1 &quot;%2&quot; created in %3.</source>
        <translation>Primario maestro, sitio %1 «%2», creado en %3.</translation>
    </message>
    <message>
        <source>prepare-table takes exactly one TABLE.</source>
        <translation>prepare-table admite exactamente una TABLA.</translation>
    </message>
    <message>
        <source>--reference takes COL=TABLE, not &quot;%1&quot;.</source>
        <translation>--reference admite COL=TABLA, no «%1».</translation>
    </message>
    <message>
        <source>Table %1 is ready for replication.</source>
        <translation>La tabla %1 está lista para replicarse.</translation>
    </message>
    <message>
        <source>add-table takes exactly one TABLE.</source>
        <translation>add-table admite exactamente una TABLA.</translation>
    </message>
    <message>
        <source>%1 takes exactly one TABLE.</source>
        <translation>%1 admite exactamente una TABLA.</translation>
    </message>
    <message>
        <source>Table %1 %2.</source>
        <translation>Tabla %1 %2.</translation>
    </message>
    <message>
        <source>usage: allow-mismatch SITE (a site number).</source>
        <translation>uso: allow-mismatch SITIO (un número de sitio).</translation>
    </message>
    <message>
        <source>Site %1 may replicate once although its marks do not match.</source>
        <translation>El sitio %1 puede replicar una vez aunque sus marcas no coincidan.</translation>
    </message>
    <message>
        <source>%1 sites reported to the administrator (overdue or failing).</source>
        <translation>%1 sitios notificados al administrador (atrasados o con fallos).</translation>
    </message>
    <message>
        <source>--retention-days is a whole number of 1 or more.</source>
        <translation>--retention-days es un número entero de 1 o más.</translation>
    </message>
    <message>
        <source>removed kill record: %1 row %2</source>
        <translation>registro de borrado eliminado: %1 fila %2</translation>
    </message>
    <message>
        <source>%1 kill records removed (older than %2; held back by %3).</source>
        <translation>%1 registros de borrado eliminados (anteriores a %2; retenidos por %3).</translation>
    </message>
    <message>
        <source>Passphrase for the encrypted password file: </source>
        <translation>Frase de paso del archivo de contraseñas cifrado: </translation>
    </message>
    <message>
        <source>No open conflicts on rows this site owns.</source>
        <translation>No hay conflictos abiertos en filas de este sitio.</translation>
    </message>
    <message>
        <source>%1  %2 row %3 %4: %5 at site %6: &quot;%7&quot;, kept &quot;%8&quot; (%9)</source>
        <translation>%1  %2 fila %3 %4: %5 en el sitio %6: «%7», conservado «%8» (%9)</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abierto</translation>
    </message>
    <message>
        <source>usage: conflicts %1 ID (see conflicts list).</source>
        <translation>uso: conflicts %1 ID (véase conflicts list).</translation>
    </message>
    <message>
        <source>Conflict %1: the refused value is written; it travels with the next session.</source>
        <translation>Conflicto %1: el valor rechazado está escrito; viaja con la próxima sesión.</translation>
    </message>
    <message>
        <source>Conflict %1 dismissed.</source>
        <translation>Conflicto %1 descartado.</translation>
    </message>
    <message>
        <source>usage: conflicts purge --older-than DAYS (1 or more). Only decided conflicts are removed; open ones are kept.</source>
        <translation>uso: conflicts purge --older-than DÍAS (1 o más). Solo se eliminan los conflictos decididos; los abiertos se conservan.</translation>
    </message>
    <message>
        <source>removed %1  %2 row %3 %4: &quot;%5&quot; (%6)</source>
        <translation>eliminado %1  %2 fila %3 %4: «%5» (%6)</translation>
    </message>
    <message>
        <source>%1 decided conflicts older than %2 days removed.</source>
        <translation>%1 conflictos decididos de más de %2 días eliminados.</translation>
    </message>
    <message>
        <source>usage: conflicts list [--json] [--all] [--table T] [--site N] | take ID | dismiss ID | purge --older-than DAYS</source>
        <translation>uso: conflicts list [--json] [--all] [--table T] [--site N] | take ID | dismiss ID | purge --older-than DÍAS</translation>
    </message>
    <message>
        <source>usage: credentials set local|primary|smtp (the password is read from standard input).</source>
        <translation>uso: credentials set local|primary|smtp (la contraseña se lee de la entrada estándar).</translation>
    </message>
    <message>
        <source>%1 has no [primary] section.</source>
        <translation>%1 no tiene sección [primary].</translation>
    </message>
    <message>
        <source>Unknown section &quot;%1&quot;: use local, primary or smtp.</source>
        <translation>Sección desconocida «%1»: use local, primary o smtp.</translation>
    </message>
    <message>
        <source>Password for [%1]: </source>
        <translation>Contraseña de [%1]: </translation>
    </message>
    <message>
        <source>No password given on standard input.</source>
        <translation>No se dio ninguna contraseña en la entrada estándar.</translation>
    </message>
    <message>
        <source>Password for [%1] stored (%2).</source>
        <translation>Contraseña de [%1] guardada (%2).</translation>
    </message>
    <message>
        <source>%1: started</source>
        <translation>%1: iniciada</translation>
    </message>
    <message>
        <source>%1: failed</source>
        <translation>%1: falló</translation>
    </message>
    <message>
        <source>%1: done in %2 s; pulled %3 new, %4 changed, %5 deleted; pushed %6 new, %7 changed, %8 deleted</source>
        <translation>%1: hecho en %2 s; recibidas %3 nuevas, %4 cambiadas, %5 borradas; enviadas %6 nuevas, %7 cambiadas, %8 borradas</translation>
    </message>
    <message>
        <source>schema update waiting: %1</source>
        <translation>cambio de esquema pendiente: %1</translation>
    </message>
    <message>
        <source>%1: would receive %2 new, %3 changed, %4 deleted; send %5 new, %6 changed, %7 deleted</source>
        <translation>%1: recibiría %2 nuevas, %3 cambiadas, %4 borradas; enviaría %5 nuevas, %6 cambiadas, %7 borradas</translation>
    </message>
    <message>
        <source>conflict: %1 row %2 %3: &quot;%4&quot; would give way to &quot;%5&quot;</source>
        <translation>conflicto: %1 fila %2 %3: «%4» cedería ante «%5»</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation>Ensayo: no se escribió nada.</translation>
    </message>
    <message>
        <source>Enrolled as secondary primary %1 &quot;%2&quot;, with site numbers %3-%4 to hand out. Run `replicate` here before its sites join, so that it has the tables.</source>
        <translation>Inscrito como primario secundario %1 «%2», con los números de sitio %3-%4 para asignar. Ejecute `replicate` aquí antes de que se unan sus sitios, para que tenga las tablas.</translation>
    </message>
    <message>
        <source>Joined: this is site %1 &quot;%2&quot;.</source>
        <translation>Unido: este es el sitio %1 «%2».</translation>
    </message>
    <message>
        <source>usage: set-owner TABLE JG_UNIQUE_ID SITE</source>
        <translation>uso: set-owner TABLA JG_UNIQUE_ID SITIO</translation>
    </message>
    <message>
        <source>JG_UNIQUE_ID and SITE must be whole numbers.</source>
        <translation>JG_UNIQUE_ID y SITIO deben ser números enteros.</translation>
    </message>
    <message>
        <source>Row %1 of %2 now belongs to site %3; it travels with the next session.</source>
        <translation>La fila %1 de %2 pertenece ahora al sitio %3; viaja con la próxima sesión.</translation>
    </message>
    <message>
        <source>Unknown option %1 (see --help).</source>
        <translation>Opción desconocida %1 (véase --help).</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot; (see --help).</source>
        <translation>Orden desconocida «%1» (véase --help).</translation>
    </message>
    <message>
        <source>usage: report NAME [--format html|csv|pdf] [--out FILE]; NAME is one of: %1.</source>
        <translation>uso: report NOMBRE [--format html|csv|pdf] [--out ARCHIVO]; NOMBRE es uno de: %1.</translation>
    </message>
    <message>
        <source>Unknown report &quot;%1&quot;; the reports are: %2.</source>
        <translation>Informe desconocido «%1»; los informes son: %2.</translation>
    </message>
    <message>
        <source>--format is html, csv or pdf, not &quot;%1&quot;.</source>
        <translation>--format es html, csv o pdf, no «%1».</translation>
    </message>
    <message>
        <source>A PDF report needs --out FILE.</source>
        <translation>Un informe PDF necesita --out ARCHIVO.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>No se puede escribir %1.</translation>
    </message>
    <message>
        <source>Report %1 written to %2.</source>
        <translation>Informe %1 escrito en %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>No se puede escribir %1: %2.</translation>
    </message>
    <message>
        <source>Schema update %1 recorded: %2. Sites apply it when they next replicate.</source>
        <translation>Cambio de esquema %1 registrado: %2. Los sitios lo aplican en su próxima replicación.</translation>
    </message>
    <message>
        <source>... and %1 more conflicts, not listed</source>
        <translation>... y %1 conflictos más, no listados</translation>
    </message>
    <message>
        <source>--site-number must be a whole number from %1.</source>
        <translation>--site-number debe ser un número entero de %1.</translation>
    </message>
    <message>
        <source>Make the [local] database the master primary.</source>
        <translation>Convierte la base de datos de [local] en el primario maestro.</translation>
    </message>
    <message>
        <source>Add the replication columns, indexes and triggers to a table of the [local] database.</source>
        <translation>Añade las columnas, índices y disparadores de replicación a una tabla de la base de datos de [local].</translation>
    </message>
    <message>
        <source>(On a primary) replicate a prepared table, or change how it replicates.</source>
        <translation>(En un primario) replica una tabla preparada o cambia cómo se replica.</translation>
    </message>
    <message>
        <source>Stop replicating a table (its T record&apos;s process becomes N).</source>
        <translation>Deja de replicar una tabla (el process de su registro T pasa a N).</translation>
    </message>
    <message>
        <source>Replicate a suspended table again.</source>
        <translation>Vuelve a replicar una tabla suspendida.</translation>
    </message>
    <message>
        <source>(On a primary) let a site restored from a backup replicate once although its marks do not match.</source>
        <translation>(En un primario) deja replicar una vez a un sitio restaurado de una copia de seguridad aunque sus marcas no coincidan.</translation>
    </message>
    <message>
        <source>This site: number, role, last success, overdue state, tables and marks, open errors.</source>
        <translation>Este sitio: número, función, último éxito, retraso, tablas y marcas, errores abiertos.</translation>
    </message>
    <message>
        <source>(On a primary) remove kill records that every site has replicated past.</source>
        <translation>(En un primario) elimina los registros de borrado que todos los sitios ya han replicado.</translation>
    </message>
    <message>
        <source>Show this command&apos;s options.</source>
        <translation>Muestra las opciones de esta orden.</translation>
    </message>
    <message>
        <source>Usage: jgreplicate-cli [--config FILE] %1

%2
</source>
        <translation>Uso: jgreplicate-cli [--config ARCHIVO] %1

%2
</translation>
    </message>
    <message>
        <source>The conflict inbox: values replication refused on rows this site owns; take or dismiss them.</source>
        <translation>La bandeja de conflictos: valores que la replicación rechazó en filas de este sitio; tómelos o descártelos.</translation>
    </message>
    <message>
        <source>Store the password of an INI section, read from standard input, where its password_source says.</source>
        <translation>Guarda la contraseña de una sección del INI, leída de la entrada estándar, donde indica su password_source.</translation>
    </message>
    <message>
        <source>Take a site number from the [primary] and create this site&apos;s records.</source>
        <translation>Obtiene un número de sitio del [primary] y crea los registros de este sitio.</translation>
    </message>
    <message>
        <source>Enroll the [local] database as a secondary primary under the master in [primary].</source>
        <translation>Inscribe la base de datos de [local] como primario secundario bajo el maestro de [primary].</translation>
    </message>
    <message>
        <source>Run one replication session with the primary (a site without a number joins first).</source>
        <translation>Ejecuta una sesión de replicación con el primario (un sitio sin número se une primero).</translation>
    </message>
    <message>
        <source>Hand a row to another site.</source>
        <translation>Entrega una fila a otro sitio.</translation>
    </message>
    <message>
        <source>Compare this site&apos;s replicated tables with the primary&apos;s (exit 0 identical, 1 different).</source>
        <translation>Compara las tablas replicadas de este sitio con las del primario (salida 0 idénticas, 1 distintas).</translation>
    </message>
    <message>
        <source>Build a demo: a master primary and two sites on SQLite, each replicated once.</source>
        <translation>Crea una demostración: un primario maestro y dos sitios en SQLite, replicados una vez cada uno.</translation>
    </message>
    <message>
        <source>Usage: jgreplicate-cli [--config FILE] COMMAND [options]

Replicates tables between this site&apos;s database and its primary (the JGuiGen design).

Options:
  --config FILE   site configuration (default: $XDG_CONFIG_HOME/jgreplicate/site.ini)
  --version       print the version
  --help          print this help (COMMAND --help: the command&apos;s options)

Commands:
</source>
        <translation>Uso: jgreplicate-cli [--config ARCHIVO] ORDEN [opciones]

Replica tablas entre la base de datos de este sitio y su primario (el diseño JGuiGen).

Opciones:
  --config ARCHIVO  configuración del sitio (predeterminada: $XDG_CONFIG_HOME/jgreplicate/site.ini)
  --version         mostrar la versión
  --help            mostrar esta ayuda (ORDEN --help: las opciones de la orden)

Órdenes:
</translation>
    </message>
    <message>
        <source>
Exit codes: 0 ok, 1 failure, 2 usage or configuration, 3 unreachable, 4 busy or locked, 5 clone suspected, 6 schema mismatch, 7 schema update failed, 8 cancelled.
</source>
        <translation>
Códigos de salida: 0 correcto, 1 fallo, 2 uso o configuración, 3 inaccesible, 4 ocupado o bloqueado, 5 posible clon, 6 esquema distinto, 7 falló un cambio de esquema, 8 cancelado.
</translation>
    </message>
    <message>
        <source>Write a standard report: master, sites, tables, updates, errors, logs or health.</source>
        <translation>Escribe un informe estándar: master, sites, tables, updates, errors, logs o health.</translation>
    </message>
    <message>
        <source>(On the master primary) change a replicated table everywhere: here at once, at each site in its next session.</source>
        <translation>(En el primario maestro) cambia una tabla replicada en todas partes: aquí de inmediato, en cada sitio en su próxima sesión.</translation>
    </message>
    <message>
        <source>Give --blank-fill or --no-blank-fill, not both.</source>
        <translation>Indique --blank-fill o --no-blank-fill, no ambos.</translation>
    </message>
    <message>
        <source>--order must be a whole number of 0 or more.</source>
        <translation>--order debe ser un número entero de 0 o más.</translation>
    </message>
    <message>
        <source>download only (D)</source>
        <translation>solo descarga (D)</translation>
    </message>
    <message>
        <source>upload only (U)</source>
        <translation>solo subida (U)</translation>
    </message>
    <message>
        <source>full (F)</source>
        <translation>completa (F)</translation>
    </message>
    <message>
        <source>Table %1: type %2, order %3, blank fill %4, %5.</source>
        <translation>Tabla %1: tipo %2, orden %3, relleno de campos vacíos %4, %5.</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>permitido</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>no permitido</translation>
    </message>
    <message>
        <source>suspended (resume-table resumes it)</source>
        <translation>suspendida (resume-table la reanuda)</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>replicada</translation>
    </message>
    <message>
        <source>--batch-size must be a whole number from 1 to %1, not &quot;%2&quot;.</source>
        <translation>--batch-size debe ser un número entero de 1 a %1, no «%2».</translation>
    </message>
    <message>
        <source>Replicate with the primary now in [primary] from here on (a site moved to another primary, or its primary replaced).</source>
        <translation>Replicar a partir de ahora con el primario que indica [primary] (un sitio trasladado a otro primario, o cuyo primario se sustituyó).</translation>
    </message>
    <message>
        <source>resync needs --table T.</source>
        <translation>resync necesita --table T.</translation>
    </message>
    <message>
        <source>(On a site) take every row of a table from the primary again in the next session (data scrambled here).</source>
        <translation>(En un sitio) tomar de nuevo del primario cada fila de una tabla en la próxima sesión (datos alterados aquí).</translation>
    </message>
    <message>
        <source>Enrolled as the standby (site %1) &quot;%2&quot;: it downloads every table and never sends. Schedule `replicate` here.</source>
        <translation>Inscrito como reserva (sitio %1) «%2»: descarga todas las tablas y nunca envía. Programe `replicate` aquí.</translation>
    </message>
    <message>
        <source>Enroll the [local] database as the standby (site -99) of the [primary]: a copy that only downloads.</source>
        <translation>Inscribir la base de datos [local] como reserva (sitio -99) del [primary]: una copia que solo descarga.</translation>
    </message>
    <message>
        <source>Make this site or standby the master primary after the old one was lost.</source>
        <translation>Convertir este sitio o reserva en el primario maestro tras perder el anterior.</translation>
    </message>
    <message numerus="yes">
        <source>Site %1 replicated %n table(s).</source>
        <translation>
            <numerusform>El sitio %1 replicó %n tabla.</numerusform>
            <numerusform>El sitio %1 replicó %n tablas.</numerusform>
        </translation>
    </message>
    <message>
        <source>pulling</source>
        <translation>recibiendo</translation>
    </message>
    <message>
        <source>pushing</source>
        <translation>enviando</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>%1: cancelled, rolled back; the next session resumes it</source>
        <translation>%1: cancelada y revertida; la próxima sesión la reanuda</translation>
    </message>
    <message numerus="yes">
        <source>; %n change(s) made here put back</source>
        <translation>
            <numerusform>; %n cambio hecho aquí revertido</numerusform>
            <numerusform>; %n cambios hechos aquí revertidos</numerusform>
        </translation>
    </message>
    <message>
        <source>subset --list takes no TABLE.</source>
        <translation>subset --list no admite TABLA.</translation>
    </message>
    <message>
        <source>usage: subset TABLE --all | --owned | --match COLUMN=ATTRIBUTE ..., or subset --list.</source>
        <translation>uso: subset TABLA --all | --owned | --match COLUMNA=ATRIBUTO ..., o subset --list.</translation>
    </message>
    <message>
        <source>--match takes COLUMN=ATTRIBUTE, not &quot;%1&quot;.</source>
        <translation>--match espera COLUMNA=ATRIBUTO, no &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>usage: site-attribute SITE NAME VALUE, site-attribute SITE NAME --remove, or site-attribute SITE (lists them).</source>
        <translation>uso: site-attribute SITIO NOMBRE VALOR, site-attribute SITIO NOMBRE --remove, o site-attribute SITIO (los lista).</translation>
    </message>
    <message>
        <source>(On the master primary) which rows of a table each site holds, with every row they reference; --list shows every table&apos;s rule.</source>
        <translation>(En el primario maestro) qué filas de una tabla tiene cada sitio, con cada fila a la que hacen referencia; --list muestra la regla de cada tabla.</translation>
    </message>
    <message>
        <source>(On a primary) set, remove or list a site&apos;s attributes, which subset --match rules compare with.</source>
        <translation>(En un primario) fija, quita o lista los atributos de un sitio, con los que comparan las reglas subset --match.</translation>
    </message>
    <message>
        <source>would remove %1 rows here that leave this site&apos;s subset (not at the primary or any other site)</source>
        <translation>eliminaría aquí %1 filas que salen del subconjunto de este sitio (no en el primario ni en ningún otro sitio)</translation>
    </message>
    <message>
        <source>Take a new site number from the [primary], which gave this site&apos;s number to another database, and send this site&apos;s own rows again under it.</source>
        <translation>Tomar un número de sitio nuevo del [primary], que dio el número de este sitio a otra base de datos, y volver a enviar con él las filas propias de este sitio.</translation>
    </message>
    <message>
        <source>Sites hold its columns as:</source>
        <translation>Los sitios guardan sus columnas así:</translation>
    </message>
    <message>
        <source>Its foreign key %1 → %2 is a reference: it points to the same row at every site.</source>
        <translation>Su clave foránea %1 → %2 es una referencia: apunta a la misma fila en cada sitio.</translation>
    </message>
    <message>
        <source>Column %1 is given as --reference and --no-reference: give one of them.</source>
        <translation>La columna %1 se indica en --reference y en --no-reference: indique solo una de las dos.</translation>
    </message>
    <message>
        <source>Its foreign key %1 → %2 is not a reference: %3.</source>
        <translation>Su clave foránea %1 → %2 no es una referencia: %3.</translation>
    </message>
    <message>
        <source>Its rows include those of the tables that inherit from it (%1): replicate it alone, and theirs travel with it.</source>
        <translation>Sus filas incluyen las de las tablas que heredan de ella (%1): replíquela sola, y las de ellas viajan con ella.</translation>
    </message>
    <message>
        <source>It inherits from %1, whose rows include its own: replicate one of the two, not both.</source>
        <translation>Hereda de %1, cuyas filas incluyen las suyas: replique una de las dos, no ambas.</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hora</numerusform>
            <numerusform>%n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>never replicated</source>
        <translation>nunca replicado</translation>
    </message>
    <message>
        <source>last replicated %1 ago</source>
        <translation>última replicación hace %1</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>The subset of %1 matches on nothing: give at least one --match COLUMN=ATTRIBUTE.</source>
        <translation>El subconjunto de %1 no compara nada: indique al menos un --match COLUMNA=ATRIBUTO.</translation>
    </message>
    <message>
        <source>%1 has no column %2 that a subset can match on. Its columns: %3.</source>
        <translation>%1 no tiene la columna %2 por la que pueda seleccionar un subconjunto. Sus columnas: %3.</translation>
    </message>
    <message>
        <source>site attribute</source>
        <translation>atributo del sitio</translation>
    </message>
    <message>
        <source>The primary is behind site %1: it has no record of this site, which finished sessions with it. It has lost commits this site saw succeed: it failed over to a standby that had not received them, or was restored from a backup. Nothing was changed here; the primary keeps site number %1 taken. Run `jgreplicate-cli move-to-primary --again` here and replicate: the session compares every row with the primary both ways and sends what it lacks.</source>
        <translation>El primario va por detrás del sitio %1: no tiene registro de este sitio, que terminó sesiones con él. Ha perdido confirmaciones que este sitio vio completarse: pasó a un standby que no las había recibido, o se restauró desde una copia de seguridad. Aquí no se cambió nada; el primario mantiene ocupado el número de sitio %1. Ejecute `jgreplicate-cli move-to-primary --again` aquí y replique: la sesión compara cada fila con el primario en ambos sentidos y envía lo que le falta.</translation>
    </message>
    <message>
        <source>The connection to the server was lost (it stopped, failed over, or the network failed); replicate again when it is back: the next session resumes.</source>
        <translation>Se perdió la conexión con el servidor (se detuvo, pasó a otro o falló la red); replique de nuevo cuando vuelva: la siguiente sesión continúa.</translation>
    </message>
    <message>
        <source>The primary is behind site %1: its copy of this site&apos;s last mark (%2) is older than every mark this site holds (the newest %3). It has lost commits this site saw succeed: it failed over to a standby that had not received them, or was restored from a backup. Nothing was changed. Run `jgreplicate-cli move-to-primary --again` here and replicate: the session compares every row with the primary both ways and sends what it lacks.</source>
        <translation>El primario va por detrás del sitio %1: su copia de la última marca de este sitio (%2) es más antigua que todas las marcas que tiene este sitio (la más reciente %3). Ha perdido confirmaciones que este sitio vio completarse: pasó a un standby que no las había recibido, o se restauró desde una copia de seguridad. No se cambió nada. Ejecute `jgreplicate-cli move-to-primary --again` aquí y replique: la sesión compara cada fila con el primario en ambos sentidos y envía lo que le falta.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server: %2 Write HOST or HOST:PORT, separated by commas (an IPv6 address in brackets).</source>
        <translation>&quot;%1&quot; no es un servidor: %2 Escriba HOST o HOST:PUERTO, separados por comas (una dirección IPv6 entre corchetes).</translation>
    </message>
    <message>
        <source>the list has an empty entry.</source>
        <translation>la lista tiene una entrada vacía.</translation>
    </message>
    <message>
        <source>the bracket is not closed.</source>
        <translation>el corchete no está cerrado.</translation>
    </message>
    <message>
        <source>a port follows a colon.</source>
        <translation>el puerto va tras dos puntos.</translation>
    </message>
    <message>
        <source>the port is missing.</source>
        <translation>falta el puerto.</translation>
    </message>
    <message>
        <source>an IPv6 address goes in brackets.</source>
        <translation>una dirección IPv6 va entre corchetes.</translation>
    </message>
    <message>
        <source>the host name is empty or has a space, quote, backslash, = or ;.</source>
        <translation>el nombre de host está vacío o tiene un espacio, comillas, una barra invertida, = o ;.</translation>
    </message>
    <message>
        <source>the port is not 1 to 65535.</source>
        <translation>el puerto no está entre 1 y 65535.</translation>
    </message>
    <message>
        <source>it is listed twice.</source>
        <translation>aparece dos veces.</translation>
    </message>
    <message>
        <source>The %1 database (%2) is a Galera cluster of %3 nodes, but the [%1] section names %4 of them: a session could not see the transactions open on the others, and could miss their rows. Name every node with hosts=.</source>
        <translation>La base de datos %1 (%2) es un clúster Galera de %3 nodos, pero la sección [%1] nombra %4 de ellos: una sesión no vería las transacciones abiertas en los demás y podría perder sus filas. Nombre cada nodo con hosts=.</translation>
    </message>
    <message>
        <source>The cluster gives its nodes as %1.</source>
        <translation>El clúster da sus nodos como %1.</translation>
    </message>
    <message>
        <source>The %1 database did not list its open transactions after taking a mark.</source>
        <translation>La base de datos %1 no enumeró sus transacciones abiertas tras tomar una marca.</translation>
    </message>
    <message>
        <source>served by %1 of the %2&apos;s hosts= list</source>
        <translation>atendida por %1 de la lista hosts= de %2</translation>
    </message>
    <message>
        <source>%1: the server is read-only.</source>
        <translation>%1: el servidor es de solo lectura.</translation>
    </message>
    <message>
        <source>%1: the node is not ready (wsrep_ready is OFF: it is not part of the cluster&apos;s primary component).</source>
        <translation>%1: el nodo no está listo (wsrep_ready está en OFF: no forma parte del componente primario del clúster).</translation>
    </message>
    <message>
        <source>No server of the %1 database&apos;s hosts= list accepts a session:
%2
Start a server of the list, or check the [%1] section of the configuration.</source>
        <translation>Ningún servidor de la lista hosts= de la base de datos %1 acepta una sesión:
%2
Inicie un servidor de la lista o revise la sección [%1] de la configuración.</translation>
    </message>
    <message>
        <source>a %1 database is a file: remove hosts=.</source>
        <translation>una base de datos %1 es un archivo: quite hosts=.</translation>
    </message>
    <message>
        <source>give either hosts= or host= and port=, not both: remove host= and port=.</source>
        <translation>indique hosts= o bien host= y port=, no ambos: quite host= y port=.</translation>
    </message>
    <message>
        <source>Site %1</source>
        <translation>Sitio %1</translation>
    </message>
    <message>
        <source>Site %1 (%2)</source>
        <translation>Sitio %1 (%2)</translation>
    </message>
    <message>
        <source>The encrypted password file needs a passphrase: set JGR_PASSPHRASE or run on a terminal.</source>
        <translation>El archivo de contraseñas cifrado necesita una frase de paso: defina JGR_PASSPHRASE o ejecute en un terminal.</translation>
    </message>
    <message>
        <source>No password for [%1] in %2: store one with `jgreplicate-cli credentials set %1`.</source>
        <translation>No hay contraseña para [%1] en %2: guarde una con `jgreplicate-cli credentials set %1`.</translation>
    </message>
    <message>
        <source>Cannot decrypt the password for [%1] in %2: wrong passphrase (JGR_PASSPHRASE) or a damaged file.</source>
        <translation>No se puede descifrar la contraseña de [%1] en %2: frase de paso incorrecta (JGR_PASSPHRASE) o archivo dañado.</translation>
    </message>
    <message>
        <source>No random numbers from OpenSSL.</source>
        <translation>OpenSSL no da números aleatorios.</translation>
    </message>
    <message>
        <source>Encrypting the password failed (OpenSSL).</source>
        <translation>Falló el cifrado de la contraseña (OpenSSL).</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>The keyring did not answer within %1 s (is it unlocked?).</source>
        <translation>El llavero no respondió en %1 s (¿está desbloqueado?).</translation>
    </message>
    <message>
        <source>No password stored in the keyring for %1: store one with `jgreplicate-cli credentials set`.</source>
        <translation>No hay contraseña en el llavero para %1: guarde una con `jgreplicate-cli credentials set`.</translation>
    </message>
    <message>
        <source>The keyring failed: %1</source>
        <translation>El llavero falló: %1</translation>
    </message>
    <message>
        <source>Kill records are purged on a primary; %1 is not one.</source>
        <translation>Los registros de borrado se purgan en un primario; %1 no lo es.</translation>
    </message>
    <message>
        <source>Record %1 no longer exists.</source>
        <translation>El registro %1 ya no existe.</translation>
    </message>
    <message>
        <source>The %1 database (%2) has no jgreplicate table: run init-primary or join first.</source>
        <translation>La base de datos %1 (%2) no tiene tabla jgreplicate: ejecute antes init-primary o join.</translation>
    </message>
    <message>
        <source>The %1 database has no M record: run init-primary or join first.</source>
        <translation>La base de datos %1 no tiene registro M: ejecute antes init-primary o join.</translation>
    </message>
    <message>
        <source>This is not a primary (M primary_site is blank): tables are added on the primary and reach sites by replication.</source>
        <translation>Esto no es un primario (M primary_site está vacío): las tablas se añaden en el primario y llegan a los sitios por replicación.</translation>
    </message>
    <message>
        <source>The %1 database already has an M record (site %2, &quot;%3&quot;); nothing was changed.</source>
        <translation>La base de datos %1 ya tiene un registro M (sitio %2, «%3»); no se cambió nada.</translation>
    </message>
    <message>
        <source>Unknown replication type &quot;%1&quot;: use F, D or U.</source>
        <translation>Tipo de replicación desconocido «%1»: use F, D o U.</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; is not prepared here: run prepare-table %1 first.</source>
        <translation>La tabla «%1» no está preparada aquí: ejecute antes prepare-table %1.</translation>
    </message>
    <message>
        <source>No S record for site %1 on this primary.</source>
        <translation>No hay registro S del sitio %1 en este primario.</translation>
    </message>
    <message>
        <source>No T record for table &quot;%1&quot; here.</source>
        <translation>No hay registro T de la tabla «%1» aquí.</translation>
    </message>
    <message>
        <source>The local database (%1) is not a JGReplicate site yet: run init-primary or join.</source>
        <translation>La base de datos local (%1) aún no es un sitio JGReplicate: ejecute init-primary o join.</translation>
    </message>
    <message>
        <source>The local database has no M record: run init-primary or join.</source>
        <translation>La base de datos local no tiene registro M: ejecute init-primary o join.</translation>
    </message>
    <message>
        <source>Site %1 &quot;%2&quot; (%3, %4)
</source>
        <translation>Sitio %1 «%2» (%3, %4)
</translation>
    </message>
    <message>
        <source>Sessions: %1 started, %2 finished, %3 failed in a row
</source>
        <translation>Sesiones: %1 iniciadas, %2 terminadas, %3 fallos seguidos
</translation>
    </message>
    <message>
        <source>Tables: %1
</source>
        <translation>Tablas: %1
</translation>
    </message>
    <message>
        <source>Open errors: %1
</source>
        <translation>Errores abiertos: %1
</translation>
    </message>
    <message>
        <source>Unknown table &quot;%1&quot; in the %2 database (%3).</source>
        <translation>Tabla desconocida «%1» en la base de datos %2 (%3).</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; has no column &quot;%2&quot; for --row-id.</source>
        <translation>La tabla «%1» no tiene la columna «%2» para --row-id.</translation>
    </message>
    <message>
        <source>The row id column %1.%2 must be an integer column, not %3.</source>
        <translation>La columna de id de fila %1.%2 debe ser entera, no %3.</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; has no column &quot;%2&quot; for --reference.</source>
        <translation>La tabla «%1» no tiene la columna «%2» para --reference.</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; has no column &quot;%2&quot; for --local-only.</source>
        <translation>La tabla «%1» no tiene la columna «%2» para --local-only.</translation>
    </message>
    <message>
        <source>Column %1.%2 exists as %3 but replication needs a %4 column there.</source>
        <translation>La columna %1.%2 existe como %3, pero la replicación necesita ahí una columna %4.</translation>
    </message>
    <message>
        <source>Unknown database driver &quot;%1&quot; for %2: use one of %3.</source>
        <translation>Controlador de base de datos desconocido «%1» para %2: use uno de %3.</translation>
    </message>
    <message>
        <source>Cannot connect to the %1 database (%2): %3. Check the [%1] section of the configuration and the server.</source>
        <translation>No se puede conectar con la base de datos %1 (%2): %3. Revise la sección [%1] de la configuración y el servidor.</translation>
    </message>
    <message>
        <source>Preparing a statement</source>
        <translation>Preparando una sentencia</translation>
    </message>
    <message>
        <source>Invalid %1 name &quot;%2&quot;: use letters, digits and underscores only, starting with a letter, at most %3 characters.</source>
        <translation>Nombre (%1) no válido «%2»: use solo letras, cifras y guiones bajos, empezando por una letra, como mucho %3 caracteres.</translation>
    </message>
    <message>
        <source>Cannot read the server clock: %1</source>
        <translation>No se puede leer el reloj del servidor: %1</translation>
    </message>
    <message>
        <source>Cannot read open transactions (SHOW ENGINE INNODB STATUS needs the PROCESS privilege): %1</source>
        <translation>No se pueden leer las transacciones abiertas (SHOW ENGINE INNODB STATUS necesita el privilegio PROCESS): %1</translation>
    </message>
    <message>
        <source>Unreadable server clock &quot;%1&quot;.</source>
        <translation>Reloj del servidor ilegible «%1».</translation>
    </message>
    <message>
        <source>Cannot inspect table %1: %2</source>
        <translation>No se puede examinar la tabla %1: %2</translation>
    </message>
    <message>
        <source>The PostgreSQL user cannot see other sessions&apos; open transactions, so no safe mark can be taken: GRANT pg_read_all_stats TO the replication user.</source>
        <translation>El usuario de PostgreSQL no ve las transacciones abiertas de otras sesiones, así que no se puede tomar una marca segura: GRANT pg_read_all_stats TO el usuario de replicación.</translation>
    </message>
    <message>
        <source>Cannot read open transactions: %1</source>
        <translation>No se pueden leer las transacciones abiertas: %1</translation>
    </message>
    <message>
        <source>The SQLite driver gave no native handle.</source>
        <translation>El controlador de SQLite no dio un acceso nativo.</translation>
    </message>
    <message>
        <source>Identical: %1 rows in %2 tables.
</source>
        <translation>Idénticas: %1 filas en %2 tablas.
</translation>
    </message>
    <message>
        <source>This database has no M record: join or init-primary first.</source>
        <translation>Esta base de datos no tiene registro M: antes join o init-primary.</translation>
    </message>
    <message>
        <source>There is no conflict %1 here.</source>
        <translation>Aquí no hay ningún conflicto %1.</translation>
    </message>
    <message>
        <source>Conflict %1 was already %2.</source>
        <translation>El conflicto %1 ya fue %2.</translation>
    </message>
    <message>
        <source>Conflict %1 (%2) has no value to take; dismiss it once the reference is resolved.</source>
        <translation>El conflicto %1 (%2) no tiene valor que tomar; descártelo cuando la referencia esté resuelta.</translation>
    </message>
    <message>
        <source>Table %1 is not a replicated table here.</source>
        <translation>La tabla %1 no es una tabla replicada aquí.</translation>
    </message>
    <message>
        <source>Row %1 of %2 is not here (any more).</source>
        <translation>La fila %1 de %2 no está aquí (ya).</translation>
    </message>
    <message>
        <source>Row %1 of %2 belongs to site %3: only its owner or a primary may take the refused value.</source>
        <translation>La fila %1 de %2 pertenece al sitio %3: solo su propietario o un primario puede tomar el valor rechazado.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>No se puede crear la carpeta %1.</translation>
    </message>
    <message>
        <source>Head office (demo primary)</source>
        <translation>Sede central (primario de demostración)</translation>
    </message>
    <message>
        <source>Demo folder: %1</source>
        <translation>Carpeta de demostración: %1</translation>
    </message>
    <message>
        <source>Branch %1 (demo site)</source>
        <translation>Sucursal %1 (sitio de demostración)</translation>
    </message>
    <message>
        <source>Replicating demo site %1 failed: %2</source>
        <translation>Falló la replicación del sitio de demostración %1: %2</translation>
    </message>
    <message>
        <source>Site %1 joined as site number %2 and replicated %3 tables (%4 rows, %5 statements); compare with the primary: %6.</source>
        <translation>El sitio %1 se unió con el número %2 y replicó %3 tablas (%4 filas, %5 sentencias); comparación con el primario: %6.</translation>
    </message>
    <message>
        <source>Try: jgreplicate-cli --config %1 status</source>
        <translation>Pruebe: jgreplicate-cli --config %1 status</translation>
    </message>
    <message>
        <source>The primary (%1) has no jgreplicate table: it is not a JGReplicate primary.</source>
        <translation>El primario (%1) no tiene tabla jgreplicate: no es un primario JGReplicate.</translation>
    </message>
    <message>
        <source>The database in [primary] (%1) is not a primary (no M record with primary_site M or S).</source>
        <translation>La base de datos de [primary] (%1) no es un primario (no hay registro M con primary_site M o S).</translation>
    </message>
    <message>
        <source>This site already has site number %1; nothing to join.</source>
        <translation>Este sitio ya tiene el número %1; no hay nada a lo que unirse.</translation>
    </message>
    <message>
        <source>The %1 database returned an unreadable stamp &quot;%2&quot;.</source>
        <translation>La base de datos %1 devolvió una marca de tiempo ilegible «%2».</translation>
    </message>
    <message>
        <source>Checking the other sites for alerts failed: %1</source>
        <translation>Falló la comprobación de alertas de los otros sitios: %1</translation>
    </message>
    <message>
        <source>This site has no site number yet: joining the primary.</source>
        <translation>Este sitio aún no tiene número: se une al primario.</translation>
    </message>
    <message>
        <source>Waiting for %1 sessions of this primary&apos;s sites to finish.</source>
        <translation>Esperando a que terminen %1 sesiones de los sitios de este primario.</translation>
    </message>
    <message>
        <source>This secondary primary could not get new site numbers from the master: %1</source>
        <translation>Este primario secundario no pudo obtener números de sitio nuevos del maestro: %1</translation>
    </message>
    <message>
        <source>The clock of site %1 is %2 minutes %3 the primary&apos;s. Replication does not depend on it, but the times people read in the records do: set this machine&apos;s clock (or enable time synchronisation).</source>
        <translation>El reloj del sitio %1 va %2 minutos %3 el del primario. La replicación no depende de ello, pero sí las horas que la gente lee en los registros: ajuste el reloj de esta máquina (o active la sincronización horaria).</translation>
    </message>
    <message>
        <source>Site %1 replicates once with marks that do not match the primary&apos;s copy (allowed by an administrator): %2 here, %3 on the primary.</source>
        <translation>El sitio %1 replica una vez con marcas que no coinciden con la copia del primario (permitido por un administrador): %2 aquí, %3 en el primario.</translation>
    </message>
    <message>
        <source>Clone suspected: site %1&apos;s last marks (%2) do not match the primary&apos;s copy (%3). Two machines may be using the same site number, or this database was restored from a backup. If it was restored, run `jgreplicate-cli allow-mismatch %1` on the primary and replicate again.</source>
        <translation>Posible clon: las últimas marcas del sitio %1 (%2) no coinciden con la copia del primario (%3). Puede que dos máquinas usen el mismo número de sitio o que esta base de datos se restaurara de una copia de seguridad. Si se restauró, ejecute `jgreplicate-cli allow-mismatch %1` en el primario y vuelva a replicar.</translation>
    </message>
    <message>
        <source>The primary &quot;%1&quot; is busy or suspended (its M record&apos;s process is %2); try again later.</source>
        <translation>El primario «%1» está ocupado o suspendido (el process de su registro M es %2); inténtelo más tarde.</translation>
    </message>
    <message>
        <source>Applied schema update %1: %2</source>
        <translation>Cambio de esquema %1 aplicado: %2</translation>
    </message>
    <message>
        <source>Site %1 started replicating in an unclean state: the last session did not finish. Resuming with table %2.</source>
        <translation>El sitio %1 empezó a replicar en un estado inconsistente: la última sesión no terminó. Se reanuda con la tabla %2.</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Tabla %1: %2</translation>
    </message>
    <message>
        <source>No row with jg_unique_id %1 in %2.</source>
        <translation>No hay fila con jg_unique_id %1 en %2.</translation>
    </message>
    <message>
        <source>Row %1 belongs to site %2: only its owner or a primary may hand it over.</source>
        <translation>La fila %1 pertenece al sitio %2: solo su propietario o un primario puede cederla.</translation>
    </message>
    <message>
        <source>Cannot add column %1.%2 as %3: the table already has it as %4.</source>
        <translation>No se puede añadir la columna %1.%2 como %3: la tabla ya la tiene como %4.</translation>
    </message>
    <message>
        <source>Adding column %1.%2 failed: %3</source>
        <translation>Falló añadir la columna %1.%2: %3</translation>
    </message>
    <message>
        <source>Unknown procedure %1 (this program knows: %2); a newer JGReplicate may be needed at this site.</source>
        <translation>Procedimiento desconocido %1 (este programa conoce: %2); puede que este sitio necesite un JGReplicate más nuevo.</translation>
    </message>
    <message>
        <source>Schema update %1 cannot be applied: %2</source>
        <translation>No se puede aplicar el cambio de esquema %1: %2</translation>
    </message>
    <message>
        <source>Schema update %1 (%2 on %3) failed: %4</source>
        <translation>Falló el cambio de esquema %1 (%2 en %3): %4</translation>
    </message>
    <message>
        <source>There is no table %1 in %2.</source>
        <translation>No hay ninguna tabla %1 en %2.</translation>
    </message>
    <message>
        <source>Schema updates are added on the master primary; %1 is not one.</source>
        <translation>Los cambios de esquema se añaden en el primario maestro; %1 no lo es.</translation>
    </message>
    <message>
        <source>The site-number lock of %1 stayed taken by one holder for %2 seconds: another site is joining. Try again in a minute.</source>
        <translation>El bloqueo de números de sitio de %1 siguió tomado por el mismo titular durante %2 segundos: otro sitio se está uniendo. Inténtelo dentro de un minuto.</translation>
    </message>
    <message>
        <source>The primary &quot;%1&quot; has no site numbers left to hand out; it gets new ones when it next replicates with the master primary (run `jgreplicate-cli replicate` there).</source>
        <translation>Al primario «%1» no le quedan números de sitio que asignar; recibe nuevos la próxima vez que replica con el primario maestro (ejecute allí `jgreplicate-cli replicate`).</translation>
    </message>
    <message>
        <source>This site has not joined yet: its first session takes a site number and every row.</source>
        <translation>Este sitio aún no se ha unido: su primera sesión obtiene un número de sitio y todas las filas.</translation>
    </message>
    <message>
        <source>Table %1 has a T record on the primary but no jg_data_dict entries there: run prepare-table on the primary.</source>
        <translation>La tabla %1 tiene un registro T en el primario pero ninguna entrada en jg_data_dict allí: ejecute prepare-table en el primario.</translation>
    </message>
    <message>
        <source>Table %1 is listed on the primary but does not exist there.</source>
        <translation>La tabla %1 figura en el primario pero no existe allí.</translation>
    </message>
    <message>
        <source>Table %1 has not been replicated to this site yet.</source>
        <translation>La tabla %1 aún no se ha replicado a este sitio.</translation>
    </message>
    <message>
        <source>Schema mismatch in table %1: column %2 (%3) exists on the primary but not at this site.</source>
        <translation>Esquema distinto en la tabla %1: la columna %2 (%3) existe en el primario pero no en este sitio.</translation>
    </message>
    <message>
        <source>Schema mismatch in table %1: column %2 is %3 at this site and %4 on the primary%5. Nothing was replicated; align the column (a U record does this for every site).</source>
        <translation>Esquema distinto en la tabla %1: la columna %2 es %3 en este sitio y %4 en el primario%5. No se replicó nada; iguale la columna (un registro U lo hace para todos los sitios).</translation>
    </message>
    <message>
        <source>Schema mismatch in table %1: column %2 (%3) exists at this site but not on the primary. Nothing was replicated.</source>
        <translation>Esquema distinto en la tabla %1: la columna %2 (%3) existe en este sitio pero no en el primario. No se replicó nada.</translation>
    </message>
    <message>
        <source>Replication was cancelled; the table in progress was rolled back and the next session resumes it.</source>
        <translation>La replicación se canceló; la tabla en curso se revirtió y la próxima sesión la reanuda.</translation>
    </message>
    <message>
        <source>Row %1 of %2 kept changing while it was merged; it is retried in the next session.</source>
        <translation>La fila %1 de %2 siguió cambiando mientras se fusionaba; se reintenta en la próxima sesión.</translation>
    </message>
    <message>
        <source>Site %1 deleted row %2 of %3, which site %4 owns; the delete was refused and the row is restored.</source>
        <translation>El sitio %1 borró la fila %2 de %3, que pertenece al sitio %4; el borrado se rechazó y la fila se restauró.</translation>
    </message>
    <message>
        <source>Row %1 of %2 could not be put back here: %3 is missing; the next session retries.</source>
        <translation>La fila %1 de %2 no se pudo restablecer aquí: falta %3; la próxima sesión lo reintenta.</translation>
    </message>
    <message>
        <source>Bad schema update spec &quot;%1&quot;: %2</source>
        <translation>Especificación de cambio de esquema incorrecta «%1»: %2</translation>
    </message>
    <message>
        <source>JGReplicate: %1 has not replicated for %2</source>
        <translation>JGReplicate: %1 lleva %2 sin replicar</translation>
    </message>
    <message>
        <source>%1 has not replicated with the primary &quot;%2&quot; for %3 (the limit is %4).
Last successful session: %5 UTC.

What to do: ask the users of that site to connect it and press &quot;Replicate now&quot; (or run `jgreplicate-cli replicate` there), and check its E records for the reason. Until it replicates, its changes are not at the primary and it does not see anyone else&apos;s.

You get this mail once; it is sent again only after the site has replicated successfully and fallen behind again.
</source>
        <translation>%1 lleva %3 sin replicar con el primario «%2» (el límite es %4).
Última sesión correcta: %5 UTC.

Qué hacer: pida a los usuarios de ese sitio que lo conecten y pulsen «Replicar ahora» (o ejecuten allí `jgreplicate-cli replicate`), y busque el motivo en sus registros E. Hasta que replique, sus cambios no están en el primario y no ve los de los demás.

Recibirá este correo una vez; se envía de nuevo solo cuando el sitio haya replicado correctamente y vuelva a atrasarse.
</translation>
    </message>
    <message>
        <source>JGReplicate: %1 failed %2 sessions in a row</source>
        <translation>JGReplicate: %1 falló %2 sesiones seguidas</translation>
    </message>
    <message>
        <source>%1 started %2 sessions with the primary &quot;%3&quot; in a row without finishing one (the limit is %4).

What to do: read the E records of site %5 on the primary (`jgreplicate-cli report errors`) for the reason, fix it, and let the site replicate again.

You get this mail once; it is sent again only after a successful session.
</source>
        <translation>%1 inició %2 sesiones seguidas con el primario «%3» sin terminar ninguna (el límite es %4).

Qué hacer: lea los registros E del sitio %5 en el primario (`jgreplicate-cli report errors`) para conocer el motivo, corríjalo y deje que el sitio vuelva a replicar.

Recibirá este correo una vez; se envía de nuevo solo tras una sesión correcta.
</translation>
    </message>
    <message>
        <source>JGReplicate: replication failed at %1</source>
        <translation>JGReplicate: la replicación falló en %1</translation>
    </message>
    <message>
        <source>%1 could not replicate (%2 failed sessions in a row).

The error:
%3

What to do: fix what the error names (a server that cannot be reached, a password, a schema difference), then replicate again. Nothing was lost: the site keeps its changes and sends them with the next successful session.
</source>
        <translation>%1 no pudo replicar (%2 sesiones fallidas seguidas).

El error:
%3

Qué hacer: corrija lo que indica el error (un servidor inaccesible, una contraseña, una diferencia de esquema) y vuelva a replicar. No se perdió nada: el sitio conserva sus cambios y los envía con la próxima sesión correcta.
</translation>
    </message>
    <message>
        <source>JGReplicate: %1 replicated</source>
        <translation>JGReplicate: %1 replicó</translation>
    </message>
    <message>
        <source>%1 finished a replication session: %2 tables, %3 rows moved.

(send_email_on_completion is on for this site.)
</source>
        <translation>%1 terminó una sesión de replicación: %2 tablas, %3 filas movidas.

(send_email_on_completion está activado para este sitio.)
</translation>
    </message>
    <message>
        <source>E-mail through %1 (%2) failed: %3</source>
        <translation>El correo a través de %1 (%2) falló: %3</translation>
    </message>
    <message>
        <source>no [smtp] host is configured.</source>
        <translation>no hay ningún servidor [smtp] configurado.</translation>
    </message>
    <message>
        <source>the sender &quot;%1&quot; is not an e-mail address ([smtp] from).</source>
        <translation>el remitente «%1» no es una dirección de correo ([smtp] from).</translation>
    </message>
    <message>
        <source>no recipient ([site] admin_email is empty).</source>
        <translation>no hay destinatario ([site] admin_email está vacío).</translation>
    </message>
    <message>
        <source>the recipient &quot;%1&quot; is not an e-mail address.</source>
        <translation>el destinatario «%1» no es una dirección de correo.</translation>
    </message>
    <message>
        <source>libcurl could not start.</source>
        <translation>libcurl no pudo iniciarse.</translation>
    </message>
    <message>
        <source>[%1] password_source=env but %2 is not set.</source>
        <translation>[%1] password_source=env pero %2 no está definida.</translation>
    </message>
    <message>
        <source>[%1] password_source is none: set it to keychain or encrypted-file first.</source>
        <translation>[%1] password_source es none: póngalo antes a keychain o encrypted-file.</translation>
    </message>
    <message>
        <source>[%1] password_source is env: the password comes from %2, nothing to store.</source>
        <translation>[%1] password_source es env: la contraseña viene de %2, no hay nada que guardar.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number from %2 to %3.</source>
        <translation>«%1» no es un número entero de %2 a %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a driver: use %2.</source>
        <translation>«%1» no es un controlador: use %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of keychain | encrypted-file | env | none.</source>
        <translation>«%1» no es uno de keychain | encrypted-file | env | none.</translation>
    </message>
    <message>
        <source>passwords are never read from the INI file: remove the key and store the password with `jgreplicate-cli credentials set %1`.</source>
        <translation>las contraseñas nunca se leen del archivo INI: quite la clave y guarde la contraseña con `jgreplicate-cli credentials set %1`.</translation>
    </message>
    <message>
        <source>must not hold a password; use password_source.</source>
        <translation>no debe contener una contraseña; use password_source.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not verify | off.</source>
        <translation>«%1» no es verify | off.</translation>
    </message>
    <message>
        <source>the section is missing.</source>
        <translation>falta la sección.</translation>
    </message>
    <message>
        <source>passwords are never read from the INI file; use password_source.</source>
        <translation>las contraseñas nunca se leen del archivo INI; use password_source.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not starttls | tls | none.</source>
        <translation>«%1» no es starttls | tls | none.</translation>
    </message>
    <message>
        <source>the retention of %1 days</source>
        <translation>la retención de %1 días</translation>
    </message>
    <message>
        <source>site %1, which has never replicated successfully</source>
        <translation>el sitio %1, que nunca ha replicado correctamente</translation>
    </message>
    <message>
        <source>site %1, last replicated %2 UTC</source>
        <translation>el sitio %1, que replicó por última vez el %2 UTC</translation>
    </message>
    <message>
        <source>%1 is written by replication and cannot be edited.</source>
        <translation>%1 lo escribe la replicación y no se puede editar.</translation>
    </message>
    <message>
        <source>%1 must be a whole number of 0 or more.</source>
        <translation>%1 debe ser un número entero de 0 o más.</translation>
    </message>
    <message>
        <source>%1 must be one of the listed values.</source>
        <translation>%1 debe ser uno de los valores de la lista.</translation>
    </message>
    <message>
        <source>%1 must be a date and time (YYYY-MM-DD HH:MM:SS).</source>
        <translation>%1 debe ser una fecha y hora (AAAA-MM-DD HH:MM:SS).</translation>
    </message>
    <message>
        <source>%1 is at most %2 characters.</source>
        <translation>%1 tiene como mucho %2 caracteres.</translation>
    </message>
    <message>
        <source>%1 must be a table name: letters, digits and _, at most %2 characters.</source>
        <translation>%1 debe ser un nombre de tabla: letras, cifras y _, como mucho %2 caracteres.</translation>
    </message>
    <message>
        <source>%1 records have no column %2.</source>
        <translation>Los registros «%1» no tienen la columna %2.</translation>
    </message>
    <message>
        <source>WARNING: the local database link is not encrypted with a verified certificate (%1).
</source>
        <translation>AVISO: la conexión con la base de datos local no está cifrada con un certificado verificado (%1).
</translation>
    </message>
    <message>
        <source>%1 is a remote MariaDB server but its options have no SSL_CA: add options=SSL_CA=/path/ca.pem (or tls=off to accept an unencrypted link).</source>
        <translation>%1 es un servidor MariaDB remoto pero sus opciones no tienen SSL_CA: añada options=SSL_CA=/ruta/ca.pem (o tls=off para aceptar una conexión sin cifrar).</translation>
    </message>
    <message>
        <source>local file</source>
        <translation>archivo local</translation>
    </message>
    <message>
        <source>local socket</source>
        <translation>socket local</translation>
    </message>
    <message>
        <source>%1 failed on the %2 database (%3): %4</source>
        <translation>%1 falló en la base de datos %2 (%3): %4</translation>
    </message>
    <message>
        <source>%1 differences in %2 rows compared:
</source>
        <translation>%1 diferencias en %2 filas comparadas:
</translation>
    </message>
    <message>
        <source>%1 already holds a demo (%2): choose an empty folder with --dir.</source>
        <translation>%1 ya contiene una demostración (%2): elija una carpeta vacía con --dir.</translation>
    </message>
    <message>
        <source>  primary.ini  master primary, site 1 (primary.db): customers, products</source>
        <translation>  primary.ini  primario maestro, sitio 1 (primary.db): customers, products</translation>
    </message>
    <message>
        <source>  site%1.ini    a branch site (site%1.db) that replicates with the primary</source>
        <translation>  site%1.ini    un sitio sucursal (site%1.db) que replica con el primario</translation>
    </message>
    <message>
        <source>A secondary primary enrolls with the master primary; &quot;%1&quot; is itself a secondary primary.</source>
        <translation>Un primario secundario se inscribe con el primario maestro; «%1» es también un primario secundario.</translation>
    </message>
    <message>
        <source>A new site (&quot;%1&quot;) asks for a site number.</source>
        <translation>Un sitio nuevo («%1») pide un número de sitio.</translation>
    </message>
    <message>
        <source> Given site number %1.</source>
        <translation> Número de sitio asignado: %1.</translation>
    </message>
    <message>
        <source>%1 row %2 (not replicated yet)</source>
        <translation>%1 fila %2 (aún no replicada)</translation>
    </message>
    <message>
        <source>%1 has no [primary] section: a site needs a primary to replicate with (a master primary does not replicate).</source>
        <translation>%1 no tiene sección [primary]: un sitio necesita un primario con el que replicar (un primario maestro no replica).</translation>
    </message>
    <message>
        <source>%1 UTC: session finished, %2 tables, %3 rows moved</source>
        <translation>%1 UTC: sesión terminada, %2 tablas, %3 filas movidas</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid table name.</source>
        <translation>«%1» no es un nombre de tabla válido.</translation>
    </message>
    <message>
        <source>table %1 is not in this database: nothing to change</source>
        <translation>la tabla %1 no está en esta base de datos: no hay nada que cambiar</translation>
    </message>
    <message>
        <source>column %1.%2 is already there</source>
        <translation>la columna %1.%2 ya existe</translation>
    </message>
    <message>
        <source>added column %1.%2</source>
        <translation>columna %1.%2 añadida</translation>
    </message>
    <message>
        <source>%1 needs column %2.%3, which this database does not have.</source>
        <translation>%1 necesita la columna %2.%3, que esta base de datos no tiene.</translation>
    </message>
    <message>
        <source>%1 cannot run on %2: the table has neither a row id role nor a single-column primary key.</source>
        <translation>%1 no puede ejecutarse en %2: la tabla no tiene ni papel de id de fila ni clave primaria de una columna.</translation>
    </message>
    <message>
        <source>ran %1 on %2: %3 rows changed</source>
        <translation>%1 ejecutado en %2: %3 filas cambiadas</translation>
    </message>
    <message>
        <source>%1 has no M record.</source>
        <translation>%1 no tiene registro M.</translation>
    </message>
    <message>
        <source>A secondary primary is enrolled with the master primary, not with another secondary (&quot;%1&quot; is one).</source>
        <translation>Un primario secundario se inscribe con el primario maestro, no con otro secundario («%1» lo es).</translation>
    </message>
    <message>
        <source> (shorter here)</source>
        <translation> (más corta aquí)</translation>
    </message>
    <message>
        <source>on the primary</source>
        <translation>en el primario</translation>
    </message>
    <message>
        <source>a referenced row</source>
        <translation>una fila referenciada</translation>
    </message>
    <message>
        <source>at this site</source>
        <translation>en este sitio</translation>
    </message>
    <message>
        <source>the text starting at character %1 has no closing quote</source>
        <translation>el texto que empieza en el carácter %1 no tiene comilla de cierre</translation>
    </message>
    <message>
        <source>unexpected character &quot;%1&quot; at character %2</source>
        <translation>carácter inesperado «%1» en el carácter %2</translation>
    </message>
    <message>
        <source>a spec starts with ADD or RUN</source>
        <translation>una especificación empieza por ADD o RUN</translation>
    </message>
    <message>
        <source>the end of the spec</source>
        <translation>el final de la especificación</translation>
    </message>
    <message>
        <source>expected %1 (letters, digits and _, at most %2 characters)</source>
        <translation>se esperaba %1 (letras, cifras y _, como mucho %2 caracteres)</translation>
    </message>
    <message>
        <source>expected %1, a whole number from 1 to 65535</source>
        <translation>se esperaba %1, un número entero de 1 a 65535</translation>
    </message>
    <message>
        <source>the new column&apos;s name</source>
        <translation>el nombre de la columna nueva</translation>
    </message>
    <message>
        <source>expected a type family: int, bigint, flag, text, longtext, stamp, double, decimal, boolean, date or blob</source>
        <translation>se esperaba una familia de tipos: int, bigint, flag, text, longtext, stamp, double, decimal, boolean, date o blob</translation>
    </message>
    <message>
        <source>LENGTH applies to text and decimal columns only</source>
        <translation>LENGTH se aplica solo a columnas text y decimal</translation>
    </message>
    <message>
        <source>DECIMALS applies to decimal columns only</source>
        <translation>DECIMALS se aplica solo a columnas decimal</translation>
    </message>
    <message>
        <source>expected the number of decimals, 0 to 30</source>
        <translation>se esperaba el número de decimales, de 0 a 30</translation>
    </message>
    <message>
        <source>DECIMALS (%1) is larger than LENGTH (%2)</source>
        <translation>DECIMALS (%1) es mayor que LENGTH (%2)</translation>
    </message>
    <message>
        <source>expected a whole number as the default</source>
        <translation>se esperaba un número entero como valor predeterminado</translation>
    </message>
    <message>
        <source>expected a number as the default</source>
        <translation>se esperaba un número como valor predeterminado</translation>
    </message>
    <message>
        <source>expected TRUE or FALSE as the default</source>
        <translation>se esperaba TRUE o FALSE como valor predeterminado</translation>
    </message>
    <message>
        <source>expected a stamp in quotes, &apos;YYYY-MM-DD HH:MM:SS&apos;, as the default</source>
        <translation>se esperaba una marca de tiempo entre comillas, &apos;YYYY-MM-DD HH:MM:SS&apos;, como valor predeterminado</translation>
    </message>
    <message>
        <source>expected a date in quotes, &apos;YYYY-MM-DD&apos;, as the default</source>
        <translation>se esperaba una fecha entre comillas, &apos;YYYY-MM-DD&apos;, como valor predeterminado</translation>
    </message>
    <message>
        <source>expected a text in single quotes as the default</source>
        <translation>se esperaba un texto entre comillas simples como valor predeterminado</translation>
    </message>
    <message>
        <source>a default text may not hold backslashes or control characters</source>
        <translation>un texto predeterminado no puede contener barras invertidas ni caracteres de control</translation>
    </message>
    <message>
        <source>a flag default is one character</source>
        <translation>un indicador predeterminado es un carácter</translation>
    </message>
    <message>
        <source>a %1 column takes no default</source>
        <translation>una columna %1 no admite valor predeterminado</translation>
    </message>
    <message>
        <source>a procedure name</source>
        <translation>un nombre de procedimiento</translation>
    </message>
    <message>
        <source>expected ( after the procedure name</source>
        <translation>se esperaba ( tras el nombre del procedimiento</translation>
    </message>
    <message>
        <source>a column name</source>
        <translation>un nombre de columna</translation>
    </message>
    <message>
        <source>nothing may follow the procedure&apos;s arguments</source>
        <translation>nada puede seguir a los argumentos del procedimiento</translation>
    </message>
    <message>
        <source>unknown procedure &quot;%1&quot;; known procedures: %2</source>
        <translation>procedimiento desconocido «%1»; procedimientos conocidos: %2</translation>
    </message>
    <message>
        <source>%1 takes %2 input and %3 output columns: %4</source>
        <translation>%1 admite %2 columnas de entrada y %3 de salida: %4</translation>
    </message>
    <message>
        <source>add column %1 (%2)</source>
        <translation>añadir columna %1 (%2)</translation>
    </message>
    <message>
        <source>The PostgreSQL driver gave no native handle.</source>
        <translation>El controlador de PostgreSQL no dio un acceso nativo.</translation>
    </message>
    <message>
        <source>An insert</source>
        <translation>Una inserción</translation>
    </message>
    <message>
        <source>The MariaDB driver gave no native handle.</source>
        <translation>El controlador de MariaDB no dio un acceso nativo.</translation>
    </message>
    <message>
        <source>The %1 clock went backwards (mark %2 is before the previous %3); the previous mark is kept and every row is compared once more, so that no change stamped by the slower clock is missed. A delete made meanwhile may not travel: run compare.</source>
        <translation>El reloj de %1 retrocedió (la marca %2 es anterior a la previa %3); se conserva la marca previa y se compara cada fila una vez más, para que no se pierda ningún cambio sellado por el reloj atrasado. Un borrado hecho entretanto puede no llegar: ejecute compare.</translation>
    </message>
    <message>
        <source>Another replication session of this site is running (%1); this one stopped before changing anything. Try again when it has finished.</source>
        <translation>Otra sesión de replicación de este sitio está en curso (%1); esta se detuvo antes de cambiar nada. Inténtelo de nuevo cuando aquella haya terminado.</translation>
    </message>
    <message>
        <source>another connection to %1 holds its session lock</source>
        <translation>otra conexión a %1 mantiene su bloqueo de sesión</translation>
    </message>
    <message>
        <source>Cannot create the session lock file %1 beside the site&apos;s database: check that its folder is writable.</source>
        <translation>No se puede crear el archivo de bloqueo de sesión %1 junto a la base de datos del sitio: compruebe que su carpeta admite escritura.</translation>
    </message>
    <message>
        <source>Row %1 of %2 kept changing on the primary while it was sent; it is retried in the next session.</source>
        <translation>La fila %1 de %2 siguió cambiando en el primario mientras se enviaba; se reintenta en la próxima sesión.</translation>
    </message>
    <message>
        <source>Cannot lock the session lock file %1: %2</source>
        <translation>No se puede bloquear el archivo de bloqueo de sesión %1: %2</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>otro proceso</translation>
    </message>
    <message numerus="yes">
        <source>Table %1 has %n replication id(s) (jg_unique_id) held by more than one row, so it cannot be replicated: jg_unique_id %2 is held by the rows with %3 %4. Each id must belong to one row. In a row that is a copy of another, set jg_unique_id and jg_owner to 0 (it is then sent as a new row), and run prepare-table again.</source>
        <translation>
            <numerusform>La tabla %1 tiene %n id de replicación (jg_unique_id) que llevan varias filas, así que no se puede replicar: las filas con %3 %4 llevan jg_unique_id %2. Cada id debe pertenecer a una sola fila. En una fila que sea copia de otra, ponga jg_unique_id y jg_owner a 0 (se enviará entonces como fila nueva) y ejecute prepare-table de nuevo.</numerusform>
            <numerusform>La tabla %1 tiene %n ids de replicación (jg_unique_id) que llevan varias filas, así que no se puede replicar: las filas con %3 %4 llevan jg_unique_id %2. Cada id debe pertenecer a una sola fila. En una fila que sea copia de otra, ponga jg_unique_id y jg_owner a 0 (se enviará entonces como fila nueva) y ejecute prepare-table de nuevo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1 = %2 of %3 cannot get a replication id: %4 to %5 are all held by other rows.</source>
        <translation>La fila %1 = %2 de %3 no puede recibir un id de replicación: de %4 a %5 todos pertenecen a otras filas.</translation>
    </message>
    <message>
        <source>A transaction open since %1 (UTC) on the %2 database holds replication back: rows changed there after that time are replicated once it ends. Commit or end it (on MariaDB a transaction in any database of the server counts).</source>
        <translation>Una transacción abierta desde %1 (UTC) en la base de datos %2 retiene la replicación: las filas modificadas allí después de ese momento se replican cuando termine. Confírmela o termínela (en MariaDB cuenta una transacción en cualquier base de datos del servidor).</translation>
    </message>
    <message>
        <source>A value of %1 MB is larger than %2 takes in one statement (max_allowed_packet, %3 MB). Raise max_allowed_packet on that server (SET GLOBAL, and in the [mysqld] section of its configuration); the next session sends the row.</source>
        <translation>Un valor de %1 MB es mayor de lo que %2 acepta en una sentencia (max_allowed_packet, %3 MB). Aumente max_allowed_packet en ese servidor (SET GLOBAL y en la sección [mysqld] de su configuración); la próxima sesión envía la fila.</translation>
    </message>
    <message>
        <source>%1 holds %2 MB of edits put back and conflicts; the rest of its changes here go in the next session.</source>
        <translation>%1 retiene %2 MB de ediciones restablecidas y conflictos; el resto de sus cambios aquí va en la próxima sesión.</translation>
    </message>
    <message>
        <source>%1... (%2 characters)</source>
        <translation>%1... (%2 caracteres)</translation>
    </message>
    <message>
        <source>1 to %1</source>
        <translation>1 a %1</translation>
    </message>
    <message>
        <source>%1 %2 is outside the site numbers a replication id can hold (%3): a row&apos;s jg_unique_id is the site number × 10^10 + its row id × 10, which must fit 64 bits.</source>
        <translation>%1 %2 está fuera de los números de sitio que admite un id de replicación (%3): el jg_unique_id de una fila es el número de sitio × 10^10 + su id de fila × 10, y debe caber en 64 bits.</translation>
    </message>
    <message>
        <source>%1: the configuration file does not exist (give --config FILE, or create it; see docs/CLI.md).</source>
        <translation>%1: el archivo de configuración no existe (indique --config ARCHIVO o créelo; vea docs/CLI.md).</translation>
    </message>
    <message>
        <source>The master primary&apos;s site number</source>
        <translation>El número de sitio del primario maestro</translation>
    </message>
    <message>
        <source>--surrogate-row-id and --row-id %1 each name the row id of %2: give one of them.</source>
        <translation>--surrogate-row-id y --row-id %1 nombran ambos el id de fila de %2: indique solo uno.</translation>
    </message>
    <message numerus="yes">
        <source>Table %1 cannot be replicated with %2 as its row id: %n row(s) hold a %2 outside 0 to 999,999,999 (the first: %3). A replication id is site × 10^10 + row id × 10, so such a row would take an id in another site&apos;s range. Run prepare-table %1 --surrogate-row-id: replication then numbers the rows in a column of its own and leaves %2 as it is.</source>
        <translation>
            <numerusform>La tabla %1 no puede replicarse con %2 como id de fila: %n fila tiene un %2 fuera de 0 a 999.999.999 (la primera: %3). Un id de replicación es sitio × 10^10 + id de fila × 10, así que esa fila tomaría un id del rango de otro sitio. Ejecute prepare-table %1 --surrogate-row-id: la replicación numerará entonces las filas en una columna propia y dejará %2 como está.</numerusform>
            <numerusform>La tabla %1 no puede replicarse con %2 como id de fila: %n filas tienen un %2 fuera de 0 a 999.999.999 (la primera: %3). Un id de replicación es sitio × 10^10 + id de fila × 10, así que esas filas tomarían ids del rango de otro sitio. Ejecute prepare-table %1 --surrogate-row-id: la replicación numerará entonces las filas en una columna propia y dejará %2 como está.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next site number of &quot;%1&quot;</source>
        <translation>El siguiente número de sitio de «%1»</translation>
    </message>
    <message>
        <source>A site number slot of &quot;%1&quot;</source>
        <translation>Una casilla de número de sitio de «%1»</translation>
    </message>
    <message>
        <source>Row %1 of %2 could not be put back here: the primary&apos;s %3 %4. The next session retries.</source>
        <translation>La fila %1 de %2 no pudo restaurarse aquí: el valor %3 del primario %4. La próxima sesión lo reintenta.</translation>
    </message>
    <message>
        <source>Row %1 of %2 is not written %3: its %4 %5. Nothing was changed; the row waits, and is sent again in every session until the value is one the column holds (correct it where the row is owned) or the column holds it (a schema update).</source>
        <translation>La fila %1 de %2 no se escribe %3: su valor %4 %5. No se cambió nada; la fila espera y se envía de nuevo en cada sesión hasta que el valor sea uno que la columna admita (corríjalo donde se posee la fila) o la columna lo admita (un cambio de esquema).</translation>
    </message>
    <message>
        <source>This site&apos;s number</source>
        <translation>El número de este sitio</translation>
    </message>
    <message>
        <source>Row %1 = %2 of %3 is not sent: its row id is outside 0 to 999,999,999, and its replication id (site × 10^10 + row id × 10) would fall into another site&apos;s range. Give the table a surrogate row id with `jgreplicate-cli prepare-table %3 --surrogate-row-id`, or give the row an id in the range.</source>
        <translation>La fila %1 = %2 de %3 no se envía: su id de fila está fuera de 0 a 999.999.999, y su id de replicación (sitio × 10^10 + id de fila × 10) caería en el rango de otro sitio. Dé a la tabla un id de fila sustituto con `jgreplicate-cli prepare-table %3 --surrogate-row-id`, o dé a la fila un id dentro del rango.</translation>
    </message>
    <message>
        <source>text that is not valid UTF-8</source>
        <translation>texto que no es UTF-8 válido</translation>
    </message>
    <message>
        <source>bytes (a blob)</source>
        <translation>bytes (un blob)</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>un entero</translation>
    </message>
    <message>
        <source>a floating-point number</source>
        <translation>un número de coma flotante</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>is NaN, which this database stores as NULL</source>
        <translation>es NaN, que esta base de datos guarda como NULL</translation>
    </message>
    <message>
        <source>is -0, which this database stores as 0</source>
        <translation>es -0, que esta base de datos guarda como 0</translation>
    </message>
    <message>
        <source>has more digits (%1) than a NUMERIC column keeps in its 64-bit number</source>
        <translation>tiene más dígitos (%1) de los que una columna NUMERIC guarda en su número de 64 bits</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>booleano</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>entero</translation>
    </message>
    <message>
        <source>is %1; a boolean column holds 0 (false) or 1 (true)</source>
        <translation>es %1; una columna booleana admite 0 (falso) o 1 (verdadero)</translation>
    </message>
    <message>
        <source>is %1, outside the column&apos;s %2 to %3</source>
        <translation>es %1, fuera del rango %2 a %3 de la columna</translation>
    </message>
    <message>
        <source>is %1, which this column cannot hold</source>
        <translation>es %1, que esta columna no puede guardar</translation>
    </message>
    <message>
        <source>is %1, which a decimal column cannot hold</source>
        <translation>es %1, que una columna decimal no puede guardar</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>decimal</translation>
    </message>
    <message>
        <source>is %1, with %2 digits after the point; the column keeps %3</source>
        <translation>es %1, con %2 decimales; la columna guarda %3</translation>
    </message>
    <message>
        <source>is %1, with %2 digits before the point; the column keeps %3</source>
        <translation>es %1, con %2 dígitos enteros; la columna guarda %3</translation>
    </message>
    <message>
        <source>date</source>
        <translation>fecha</translation>
    </message>
    <message>
        <source>date and time</source>
        <translation>fecha y hora</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;, not a date written YYYY-MM-DD</source>
        <translation>es «%1», no una fecha escrita AAAA-MM-DD</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;, not a date and time written YYYY-MM-DD HH:MM:SS[.fraction] without a zone</source>
        <translation>es «%1», no una fecha y hora escrita AAAA-MM-DD HH:MM:SS[.fracción] sin zona</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;; the column holds the years %2 to %3</source>
        <translation>es «%1»; la columna admite los años %2 a %3</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;, with %2 digits of a second; the column keeps %3</source>
        <translation>es «%1», con %2 dígitos de segundo; la columna guarda %3</translation>
    </message>
    <message>
        <source>holds a NUL character (U+0000), which this database&apos;s text cannot</source>
        <translation>contiene un carácter NUL (U+0000), que el texto de esta base de datos no admite</translation>
    </message>
    <message>
        <source>has %1 characters; the column holds %2</source>
        <translation>tiene %1 caracteres; la columna admite %2</translation>
    </message>
    <message>
        <source>server&apos;s</source>
        <translation>de servidor</translation>
    </message>
    <message>
        <source>floating-point</source>
        <translation>coma flotante</translation>
    </message>
    <message>
        <source>is NaN, which this database cannot hold</source>
        <translation>es NaN, que esta base de datos no puede guardar</translation>
    </message>
    <message>
        <source>is %1, which this database cannot hold</source>
        <translation>es %1, que esta base de datos no puede guardar</translation>
    </message>
    <message>
        <source>blob</source>
        <translation>blob</translation>
    </message>
    <message>
        <source>SQLite (a file)</source>
        <translation>SQLite (un archivo)</translation>
    </message>
    <message>
        <source>PostgreSQL</source>
        <translation>PostgreSQL</translation>
    </message>
    <message>
        <source>MariaDB</source>
        <translation>MariaDB</translation>
    </message>
    <message>
        <source>  (the newest %1; `report errors` lists them all)
</source>
        <translation>  (los %1 más recientes; `report errors` los lista todos)
</translation>
    </message>
    <message>
        <source>The [%1] database %2 does not exist. Check database= in the [%1] section; only init-primary, init-secondary, join, demo and the new-site wizard create a database.</source>
        <translation>La base de datos [%1] %2 no existe. Compruebe database= en la sección [%1]; solo init-primary, init-secondary, join, demo y el asistente de nuevo sitio crean una base de datos.</translation>
    </message>
    <message>
        <source>The order must be 0 or more, not %1.</source>
        <translation>El orden debe ser 0 o más, no %1.</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; of %2 has a name replication cannot use: names are letters, digits and _, not starting with a digit, at most %3 characters. Nothing was changed; rename the column, then run prepare-table again.</source>
        <translation>La columna «%1» de %2 tiene un nombre que la replicación no puede usar: los nombres son letras, dígitos y _, no empiezan por un dígito y tienen como máximo %3 caracteres. No se cambió nada; cambie el nombre de la columna y vuelva a ejecutar prepare-table.</translation>
    </message>
    <message>
        <source>Another program holds a lock on it; try again when it is done.</source>
        <translation>Otro programa mantiene un bloqueo sobre ella; inténtelo de nuevo cuando termine.</translation>
    </message>
    <message>
        <source>A site number is %1, not %2.</source>
        <translation>Un número de sitio es %1, no %2.</translation>
    </message>
    <message>
        <source>Site %1 cannot be checked: the primary, which knows every site, is not reachable. Nothing was changed; hand the row over when it is.</source>
        <translation>No se puede comprobar el sitio %1: el primario, que conoce todos los sitios, no está accesible. No se cambió nada; entregue la fila cuando lo esté.</translation>
    </message>
    <message>
        <source>Site %1 does not exist (the primary has no S record for it): nothing was changed. status on the primary lists every site.</source>
        <translation>El sitio %1 no existe (el primario no tiene registro S para él): no se cambió nada. status en el primario lista todos los sitios.</translation>
    </message>
    <message>
        <source>This site has no site number yet: it joins its primary in its first session; there is nothing to move.</source>
        <translation>Este sitio aún no tiene número de sitio: se une a su primario en su primera sesión; no hay nada que trasladar.</translation>
    </message>
    <message>
        <source>[primary] names this site&apos;s own database (%1).</source>
        <translation>[primary] indica la propia base de datos de este sitio (%1).</translation>
    </message>
    <message>
        <source>The primary in [primary] (%1) is not the one this site replicates with: its identity is %2, this site&apos;s primary had %3. It was recreated or restored, or [primary] names another primary. Nothing was changed. If this site moves to it on purpose, run `jgreplicate-cli move-to-primary` and replicate again; otherwise correct [primary].</source>
        <translation>El primario de [primary] (%1) no es aquel con el que replica este sitio: su identidad es %2, el primario de este sitio tenía %3. Se volvió a crear o se restauró, o [primary] indica otro primario. No se cambió nada. Si este sitio se traslada a él a propósito, ejecute `jgreplicate-cli move-to-primary` y replique de nuevo; si no, corrija [primary].</translation>
    </message>
    <message>
        <source>The passphrase for %1 is shorter than %2 characters: nothing was stored. Choose a longer one.</source>
        <translation>La frase de contraseña para %1 tiene menos de %2 caracteres: no se guardó nada. Elija una más larga.</translation>
    </message>
    <message>
        <source>This is the master primary: it has no primary to take the rows from. Run resync at the site whose data is scrambled.</source>
        <translation>Este es el primario maestro: no tiene un primario del que tomar las filas. Ejecute resync en el sitio cuyos datos están alterados.</translation>
    </message>
    <message>
        <source>The primary has a standby already (&quot;%1&quot;, site %2): two would share its number. Nothing was changed; if that standby is gone, delete its S record on the primary first.</source>
        <translation>El primario ya tiene una reserva («%1», sitio %2): dos compartirían su número. No se cambió nada; si esa reserva ya no existe, borre primero su registro S en el primario.</translation>
    </message>
    <message>
        <source>This database has no M record: only a site or a standby that has replicated can become the master primary.</source>
        <translation>Esta base de datos no tiene registro M: solo un sitio o una reserva que haya replicado puede convertirse en el primario maestro.</translation>
    </message>
    <message>
        <source>This database is the master primary already.</source>
        <translation>Esta base de datos ya es el primario maestro.</translation>
    </message>
    <message>
        <source>Table %1 does not replicate: the %2 database has no T record for it. status lists the tables that do.</source>
        <translation>La tabla %1 no se replica: la base de datos %2 no tiene registro T para ella. status lista las tablas que se replican.</translation>
    </message>
    <message>
        <source>The preview stops here: at this point the session changes the tables of the %1 database (%2), a change this kind of database commits at once, so it cannot be tried and undone. Nothing was changed. Replicate to apply the change; previews after it work again. [%3]</source>
        <translation>La vista previa se detiene aquí: en este punto la sesión cambia las tablas de la base de datos %1 (%2), un cambio que este tipo de base de datos confirma de inmediato, así que no se puede probar y deshacer. No se cambió nada. Replique para aplicar el cambio; las vistas previas posteriores vuelven a funcionar. [%3]</translation>
    </message>
    <message>
        <source>Schema updates are applied first; the counts below are with their columns.</source>
        <translation>Las actualizaciones de esquema se aplican primero; los recuentos de abajo son con sus columnas.</translation>
    </message>
    <message>
        <source>The next session compares every row of %1 with the primary&apos;s and takes the primary&apos;s where they differ (rows changed here since the last session are sent as usual): replicate now.</source>
        <translation>La próxima sesión compara cada fila de %1 con la del primario y toma la del primario donde difieren (las filas cambiadas aquí desde la última sesión se envían como siempre): replique ahora.</translation>
    </message>
    <message>
        <source>This database is now the master primary, site %1; the next site to join gets %2. Sites known from its rows: %3. Remove [primary] from this site&apos;s configuration, then run move-to-primary at each site with [primary] naming this database.</source>
        <translation>Esta base de datos es ahora el primario maestro, sitio %1; el próximo sitio que se una recibe %2. Sitios conocidos por sus filas: %3. Quite [primary] de la configuración de este sitio y ejecute move-to-primary en cada sitio cuyo [primary] nombre esta base de datos.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Site %1 replicates with &quot;%2&quot; already; nothing was changed.</source>
        <translation>El sitio %1 ya replica con &quot;%2&quot;; no se cambió nada.</translation>
    </message>
    <message>
        <source>Site %1 now replicates with &quot;%2&quot; (site %3). Its next session compares every row of its %4 tables with it, both ways: replicate now.</source>
        <translation>El sitio %1 replica ahora con &quot;%2&quot; (sitio %3). Su próxima sesión compara cada fila de sus %4 tablas con él, en ambos sentidos: replique ahora.</translation>
    </message>
    <message>
        <source>%1 must not be empty.</source>
        <translation>%1 no puede estar vacío.</translation>
    </message>
    <message>
        <source>This database has its M record already; a database has one. Edit that one instead.</source>
        <translation>Esta base de datos ya tiene su registro M; una base de datos tiene uno. Edite ese en su lugar.</translation>
    </message>
    <message>
        <source>Site number %1 is this primary&apos;s own (&quot;%2&quot;): a site with it would take the primary&apos;s rows.</source>
        <translation>El número de sitio %1 es el de este primario (&quot;%2&quot;): un sitio con él tomaría las filas del primario.</translation>
    </message>
    <message>
        <source>Site number %1 is site &quot;%2&quot;&apos;s already: two sites with one number take each other&apos;s rows.</source>
        <translation>El número de sitio %1 ya es del sitio &quot;%2&quot;: dos sitios con un mismo número se quitan las filas entre sí.</translation>
    </message>
    <message>
        <source>the database file</source>
        <translation>el archivo de la base de datos</translation>
    </message>
    <message>
        <source>the database name</source>
        <translation>el nombre de la base de datos</translation>
    </message>
    <message>
        <source>The Qt SQL driver %1 is not installed (needed for %2): install the package %3.</source>
        <translation>El controlador SQL de Qt %1 no está instalado (necesario para %2): instale el paquete %3.</translation>
    </message>
    <message>
        <source>The %1 database did not report the new record&apos;s id [%2].</source>
        <translation>La base de datos %1 no informó del id del registro nuevo [%2].</translation>
    </message>
    <message>
        <source>The %1 database has no control record %2 to take a mark with.</source>
        <translation>La base de datos %1 no tiene el registro de control %2 con el que tomar una marca.</translation>
    </message>
    <message>
        <source>%1 rows left this site&apos;s subset and were removed here (not at the primary or any other site).</source>
        <translation>%1 filas salieron del subconjunto de este sitio y se quitaron aquí (no en el primario ni en otro sitio).</translation>
    </message>
    <message>
        <source>The site attributes &quot;%1&quot; cannot be read (%2): set them again with site-attribute.</source>
        <translation>Los atributos del sitio &quot;%1&quot; no se pueden leer (%2): vuelva a fijarlos con site-attribute.</translation>
    </message>
    <message>
        <source>This is a secondary primary: subsets are set on the master primary and reach every site by replication.</source>
        <translation>Este es un primario secundario: los subconjuntos se fijan en el primario maestro y llegan a cada sitio por replicación.</translation>
    </message>
    <message>
        <source>The subset rule of %1 (&quot;%2&quot;) cannot be read: set it again with subset %1.</source>
        <translation>La regla de subconjunto de %1 (&quot;%2&quot;) no se puede leer: vuelva a fijarla con subset %1.</translation>
    </message>
    <message>
        <source>Table %1: subset %2. Each site&apos;s next session brings the rows that enter its subset and removes there the rows that leave it.</source>
        <translation>Tabla %1: subconjunto %2. La próxima sesión de cada sitio trae las filas que entran en su subconjunto y quita allí las que salen de él.</translation>
    </message>
    <message>
        <source>The index for the rule&apos;s lookups could not be made (%1); the rule holds, its lookups read the whole table.</source>
        <translation>No se pudo crear el índice para las búsquedas de la regla (%1); la regla vale, sus búsquedas leen la tabla entera.</translation>
    </message>
    <message>
        <source>Site %1&apos;s next session brings and removes the rows its subsets now give it.</source>
        <translation>La próxima sesión del sitio %1 trae y quita las filas que ahora le dan sus subconjuntos.</translation>
    </message>
    <message>
        <source>  %1 order %2 type %3 process %4 done %5 local mark %6 primary mark %7</source>
        <translation>  %1 orden %2 tipo %3 process %4 done %5 marca local %6 marca del primario %7</translation>
    </message>
    <message>
        <source> subset %1</source>
        <translation> subconjunto %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>columnas %1</translation>
    </message>
    <message>
        <source>indexes %1</source>
        <translation>índices %1</translation>
    </message>
    <message>
        <source>triggers %1</source>
        <translation>disparadores %1</translation>
    </message>
    <message>
        <source>WARNING: %1
</source>
        <translation>AVISO: %1
</translation>
    </message>
    <message>
        <source>Table %1 in the %2 database has lost its replication columns (%3) while it holds %4 rows: an application&apos;s tool rebuilt it without them? Its rows can no longer be matched with the other side&apos;s, so the table is not replicated and nothing of it was changed. Restore the table from a backup taken before, or rename it aside (the next session then loads it whole) and enter again what only it held.</source>
        <translation>La tabla %1 de la base de datos %2 ha perdido sus columnas de replicación (%3) y contiene %4 filas: ¿una herramienta de la aplicación la reconstruyó sin ellas? Sus filas ya no pueden emparejarse con las del otro lado, así que la tabla no se replica y no se cambió nada de ella. Restaure la tabla desde una copia de seguridad anterior, o renómbrela (la próxima sesión la carga entera) y vuelva a introducir lo que solo ella tenía.</translation>
    </message>
    <message>
        <source>Table %1 in the %2 database lacks %3; the next session makes them again.</source>
        <translation>A la tabla %1 de la base de datos %2 le faltan %3; la próxima sesión los vuelve a crear.</translation>
    </message>
    <message>
        <source>since this site&apos;s first session</source>
        <translation>desde la primera sesión de este sitio</translation>
    </message>
    <message>
        <source>at some time since this site&apos;s last session (it finished %1 UTC)</source>
        <translation>en algún momento desde la última sesión de este sitio (terminó %1 UTC)</translation>
    </message>
    <message>
        <source>Table %1 in the %2 database had lost %3 (%4). They were made again.</source>
        <translation>La tabla %1 de la base de datos %2 había perdido %3 (%4). Se volvieron a crear.</translation>
    </message>
    <message numerus="yes">
        <source>Changes made meanwhile carried no new stamp, so all %n row(s) were stamped anew: each is compared with the other side in the coming sessions, and what differs is sent.</source>
        <translation>
            <numerusform>Los cambios hechos entretanto no recibieron una marca nueva, así que se volvió a marcar %n fila: se compara con el otro lado en las próximas sesiones y se envía lo que difiera.</numerusform>
            <numerusform>Los cambios hechos entretanto no recibieron una marca nueva, así que se volvieron a marcar las %n filas: cada una se compara con el otro lado en las próximas sesiones y se envía lo que difiera.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows deleted meanwhile were not recorded as deleted: the other side sends them back. Delete them again.</source>
        <translation>Las filas borradas entretanto no quedaron registradas como borradas: el otro lado las devuelve. Vuelva a borrarlas.</translation>
    </message>
    <message>
        <source>Table %1 was missing at this site (dropped?): it was made again and is loaded whole from the primary. Changes made here that had not been replicated were lost with it.</source>
        <translation>La tabla %1 faltaba en este sitio (¿eliminada?): se volvió a crear y se carga entera desde el primario. Los cambios hechos aquí que no se habían replicado se perdieron con ella.</translation>
    </message>
    <message>
        <source>The session renews the stamp triggers of %1 on the %2 database.</source>
        <translation>La sesión renueva los disparadores de marca de tiempo de %1 en la base de datos %2.</translation>
    </message>
    <message>
        <source>The stamp triggers of %1 on the %2 database are from an earlier version, which keeps a lastchangeddate an application writes itself, and could not be renewed: %3. Changes written with such a stamp may not be replicated. Run prepare-table %1 there as a user who may change the table.</source>
        <translation>Los disparadores de marca de tiempo de %1 en la base de datos %2 son de una versión anterior, que conserva un lastchangeddate que escribe la propia aplicación, y no se pudieron renovar: %3. Los cambios escritos con esa marca pueden no replicarse. Ejecute allí prepare-table %1 como un usuario que pueda cambiar la tabla.</translation>
    </message>
    <message numerus="yes">
        <source>Renewed the stamp triggers of %1 on the %2 database: every change an application makes is now stamped by the database. %n row(s) that an application wrote since they were last replicated were stamped anew, so that they are compared once more.</source>
        <translation>
            <numerusform>Se renovaron los disparadores de marca de tiempo de %1 en la base de datos %2: ahora la base de datos marca cada cambio de una aplicación. Se volvió a marcar %n fila que una aplicación escribió desde su última replicación, para compararla otra vez.</numerusform>
            <numerusform>Se renovaron los disparadores de marca de tiempo de %1 en la base de datos %2: ahora la base de datos marca cada cambio de una aplicación. Se volvieron a marcar %n filas que una aplicación escribió desde su última replicación, para compararlas otra vez.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, línea %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2.</source>
        <translation>%1: no se puede leer el archivo: %2.</translation>
    </message>
    <message>
        <source>a section is written [name].</source>
        <translation>una sección se escribe [nombre].</translation>
    </message>
    <message>
        <source>section [%1] is given a second time: give each section once.</source>
        <translation>la sección [%1] aparece por segunda vez: indique cada sección una sola vez.</translation>
    </message>
    <message>
        <source>expected [section] or key=value, not &quot;%1&quot;.</source>
        <translation>se esperaba [sección] o clave=valor, no «%1».</translation>
    </message>
    <message>
        <source>key=value before any [section].</source>
        <translation>clave=valor antes de cualquier [sección].</translation>
    </message>
    <message>
        <source>the value of %1 has a quote that is not closed, or text after its closing quote.</source>
        <translation>el valor de %1 tiene unas comillas sin cerrar, o texto tras las de cierre.</translation>
    </message>
    <message>
        <source>%1 is given a second time in [%2] (first on line %3): give each key once.</source>
        <translation>%1 aparece por segunda vez en [%2] (primero en la línea %3): indique cada clave una sola vez.</translation>
    </message>
    <message>
        <source>Cannot write the configuration file %1: %2.</source>
        <translation>No se puede escribir el archivo de configuración %1: %2.</translation>
    </message>
    <message>
        <source>names the same database as [local]: a site replicates with another database. On the master primary leave [primary] out.</source>
        <translation>indica la misma base de datos que [local]: un sitio replica con otra base de datos. En el primario maestro, omita [primary].</translation>
    </message>
    <message>
        <source>The [%1] database %2 cannot be created: its folder is not writable. Check the folder&apos;s permissions.</source>
        <translation>No se puede crear la base de datos [%1] %2: su carpeta no admite escritura. Compruebe los permisos de la carpeta.</translation>
    </message>
    <message>
        <source>The [%1] database %2 has %3 names (hard links). SQLite keeps its journal beside each name, so writing through two of them corrupts the database. Keep one name and remove the others (ls -i shows which files share it), and name that one in every configuration.</source>
        <translation>La base de datos [%1] %2 tiene %3 nombres (enlaces duros). SQLite guarda su diario junto a cada nombre, así que escribir a través de dos de ellos corrompe la base de datos. Conserve un nombre y elimine los demás (ls -i muestra qué archivos lo comparten), e indique ese en cada configuración.</translation>
    </message>
    <message>
        <source>The [%1] database %2 is not a file. Check database= in the [%1] section.</source>
        <translation>La base de datos [%1] %2 no es un archivo. Compruebe database= en la sección [%1].</translation>
    </message>
    <message>
        <source>The [%1] database %2 is an empty file, not a database. Check database= in the [%1] section; a new site&apos;s file is made by join.</source>
        <translation>La base de datos [%1] %2 es un archivo vacío, no una base de datos. Compruebe database= en la sección [%1]; el archivo de un sitio nuevo lo crea join.</translation>
    </message>
    <message>
        <source>The [%1] database %2 cannot be written (%3): replication writes to it and keeps its journal beside it. Make the file and its folder writable.</source>
        <translation>No se puede escribir en la base de datos [%1] %2 (%3): la replicación escribe en ella y guarda su diario al lado. Permita la escritura en el archivo y su carpeta.</translation>
    </message>
    <message>
        <source>its folder is read-only</source>
        <translation>su carpeta es de solo lectura</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>el archivo es de solo lectura</translation>
    </message>
    <message>
        <source>The [%1] database %2 is not a SQLite database. Check database= in the [%1] section.</source>
        <translation>La base de datos [%1] %2 no es una base de datos SQLite. Compruebe database= en la sección [%1].</translation>
    </message>
    <message>
        <source>Table %1 is a WITHOUT ROWID table, which replication cannot take (its triggers find each changed row by its rowid). Nothing was changed. Make it an ordinary table (a new table of the same columns without WITHOUT ROWID, the rows copied into it), then prepare it.</source>
        <translation>La tabla %1 es una tabla WITHOUT ROWID, que la replicación no puede tomar (sus disparadores encuentran cada fila cambiada por su rowid). No se cambió nada. Conviértala en una tabla normal (una tabla nueva con las mismas columnas sin WITHOUT ROWID, con las filas copiadas) y prepárela.</translation>
    </message>
    <message>
        <source>The load of %1 ended short: the primary held %2 rows at this session&apos;s mark, and this site holds %3 of them (%4 held back, %5 deleted here). %6 rows did not arrive, without an error. Nothing was lost on the primary; the table&apos;s marks stay where they were, so the next session loads it again. If it ends short again, report it with this site&apos;s E records.</source>
        <translation>La carga de %1 terminó incompleta: el primario tenía %2 filas en la marca de esta sesión y este sitio tiene %3 (%4 retenidas, %5 borradas aquí). %6 filas no llegaron, sin ningún error. No se perdió nada en el primario; las marcas de la tabla se mantienen, así que la próxima sesión la carga de nuevo. Si vuelve a terminar incompleta, infórmelo con los registros E de este sitio.</translation>
    </message>
    <message>
        <source>Site number %1 on this primary belongs to another database (&quot;%2&quot;): the primary gave this site&apos;s number again, to a site that joined it later (a primary made anew does not know the sites of the old one). Nothing was changed. Run `jgreplicate-cli rejoin` here: this site takes a new number from the primary and sends its own rows again under it, and nothing of the other site&apos;s is touched.</source>
        <translation>El número de sitio %1 pertenece en este primario a otra base de datos («%2»): el primario volvió a dar el número de este sitio a un sitio que se unió después (un primario creado de nuevo no conoce los sitios del anterior). No se cambió nada. Ejecute aquí `jgreplicate-cli rejoin`: este sitio toma un número nuevo del primario y vuelve a enviar con él sus propias filas, sin tocar nada del otro sitio.</translation>
    </message>
    <message>
        <source>This site is now site %1 (it was %2). Its %3 own rows in %4 tables are sent again under the new number by its next session, which also compares every row with the primary both ways: replicate now.</source>
        <translation>Este sitio es ahora el sitio %1 (era el %2). Sus %3 filas propias en %4 tablas las vuelve a enviar con el número nuevo su próxima sesión, que también compara cada fila con el primario en ambos sentidos: replique ahora.</translation>
    </message>
    <message>
        <source>This site has no site number yet: `join` gives it one.</source>
        <translation>Este sitio aún no tiene número de sitio: `join` le da uno.</translation>
    </message>
    <message>
        <source>This database is a primary; rejoin is for a site.</source>
        <translation>Esta base de datos es un primario; rejoin es para un sitio.</translation>
    </message>
    <message>
        <source>Site number %1 on this primary is this site&apos;s own: nothing was changed. (After a move to another primary, run move-to-primary.)</source>
        <translation>El número de sitio %1 es en este primario el de este sitio: no se cambió nada. (Tras pasar a otro primario, ejecute move-to-primary.)</translation>
    </message>
    <message>
        <source>Rejoined: this database was site %1, a number the primary gave again.</source>
        <translation>Vuelto a unir: esta base de datos era el sitio %1, un número que el primario volvió a dar.</translation>
    </message>
    <message>
        <source>%1 The primary recorded site %2 for this database; run rejoin again: it takes another number and leaves that one unused.</source>
        <translation>%1 El primario registró el sitio %2 para esta base de datos; vuelva a ejecutar rejoin: toma otro número y deja ese sin usar.</translation>
    </message>
    <message>
        <source>Table %1 was not replicated in this session: %2 The other tables were.</source>
        <translation>La tabla %1 no se replicó en esta sesión: %2 Las demás tablas sí.</translation>
    </message>
    <message>
        <source>it references table %1, which was stopped.</source>
        <translation>hace referencia a la tabla %1, que se detuvo.</translation>
    </message>
    <message>
        <source>the same type</source>
        <translation>el mismo tipo</translation>
    </message>
    <message>
        <source> (its text)</source>
        <translation> (como texto)</translation>
    </message>
    <message>
        <source>The stamp triggers of %1 on the %2 database could not be renewed: %3. A MariaDB column ON UPDATE CURRENT_TIMESTAMP may be given the time of replication&apos;s own writes. Run prepare-table %1 there as a user who may change the table.</source>
        <translation>Los disparadores de sello de %1 en la base de datos %2 no se pudieron renovar: %3. Una columna de MariaDB con ON UPDATE CURRENT_TIMESTAMP puede recibir la hora de las escrituras propias de la replicación. Ejecute allí prepare-table %1 como un usuario que pueda modificar la tabla.</translation>
    </message>
    <message>
        <source>is %1, which this database&apos;s dates cannot hold</source>
        <translation>es %1, que las fechas de esta base de datos no pueden contener</translation>
    </message>
    <message>
        <source>--reference %1=%2 was given instead</source>
        <translation>se indicó --reference %1=%2 en su lugar</translation>
    </message>
    <message>
        <source>--no-reference: it travels as a number, and row ids differ from site to site</source>
        <translation>--no-reference: viaja como un número, y los id de fila difieren de un sitio a otro</translation>
    </message>
    <message>
        <source>it points at %1.%2, which is not the row id of %1, so it travels as its value (the same at every site)</source>
        <translation>apunta a %1.%2, que no es el id de fila de %1, así que viaja como su valor (el mismo en todos los sitios)</translation>
    </message>
    <message>
        <source>Table %1 column %2 references table %3, which is not replicated %4: add-table %3 on the primary, or run prepare-table %1 there again with --no-reference %2.</source>
        <translation>La columna %2 de la tabla %1 referencia la tabla %3, que no se replica %4: ejecute add-table %3 en el primario, o prepare-table %1 allí de nuevo con --no-reference %2.</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; column %2 references table &quot;%3&quot;, which is not prepared here: run prepare-table %3 and add-table %3 first, or prepare-table %1 again with --no-reference %2 (and without --reference %2=%3).</source>
        <translation>La columna %2 de la tabla «%1» hace referencia a la tabla «%3», que no está preparada aquí: ejecute primero prepare-table %3 y add-table %3, o de nuevo prepare-table %1 con --no-reference %2 (y sin --reference %2=%3).</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; %2 table &quot;%3&quot;, which replicates already: a query of the parent returns the rows of both, so they would travel twice. Nothing was changed; replicate the parent alone (it carries every row of its children), or the children without it.</source>
        <translation>La tabla «%1» %2 la tabla «%3», que ya se replica: una consulta de la tabla madre devuelve las filas de ambas, así que viajarían dos veces. No se cambió nada; replique la tabla madre sola (lleva todas las filas de sus hijas), o las hijas sin ella.</translation>
    </message>
    <message>
        <source>inherits from</source>
        <translation>hereda de</translation>
    </message>
    <message>
        <source>is inherited by</source>
        <translation>es heredada por</translation>
    </message>
    <message>
        <source>is for PostgreSQL: a %1 database holds its tables itself. Remove schema=.</source>
        <translation>es solo para PostgreSQL: una base de datos %1 contiene sus tablas ella misma. Quite schema=.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a schema name JGReplicate can use (letters, digits and underscores).</source>
        <translation>«%1» no es un nombre de esquema que JGReplicate pueda usar (letras, dígitos y guiones bajos).</translation>
    </message>
    <message>
        <source>%1.%2 stays a reference to %3&apos;s row id (%1 replicates already), though its foreign key points at %3.%4</source>
        <translation>%1.%2 sigue siendo una referencia al id de fila de %3 (%1 ya se replica), aunque su clave foránea apunta a %3.%4</translation>
    </message>
    <message>
        <source>%1.%2 now travels as its value: its foreign key points at %3.%4, which is not %3&apos;s row id</source>
        <translation>%1.%2 viaja ahora como su valor: su clave foránea apunta a %3.%4, que no es el id de fila de %3</translation>
    </message>
    <message>
        <source>The [%1] database %2 has no schema %3: create it (CREATE SCHEMA %3) or correct schema= in the [%1] section.</source>
        <translation>La base de datos [%1] %2 no tiene el esquema %3: créelo (CREATE SCHEMA %3) o corrija schema= en la sección [%1].</translation>
    </message>
    <message>
        <source>is %1, which this %2 column cannot hold</source>
        <translation>es %1, que esta columna de tipo %2 no puede guardar</translation>
    </message>
    <message>
        <source>no sites yet</source>
        <translation>aún no hay sitios</translation>
    </message>
    <message numerus="yes">
        <source>all %n site(s) up to date</source>
        <translation>
            <numerusform>%n sitio al día</numerusform>
            <numerusform>los %n sitios al día</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>site %1 &quot;%2&quot;: %3 (%n site(s) in this state)</source>
        <translation>
            <numerusform>sitio %1 «%2»: %3 (%n sitio en este estado)</numerusform>
            <numerusform>sitio %1 «%2»: %3 (%n sitios en este estado)</numerusform>
        </translation>
    </message>
    <message>
        <source>Last success: %1
</source>
        <translation>Último éxito: %1
</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>State: %1
</source>
        <translation>Estado: %1
</translation>
    </message>
    <message>
        <source>Sites: %1
</source>
        <translation>Sitios: %1
</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 de %2 filas</translation>
    </message>
    <message>
        <source>%1 rows/s</source>
        <translation>%1 filas/s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>faltan unos %1 s</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>faltan unos %1</translation>
    </message>
</context>
<context>
    <name>RecordCatalog</name>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <source>suspended (sites are told it is busy)</source>
        <translation>suspendido (los sitios reciben «ocupado»)</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>replicada</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspendida</translation>
    </message>
    <message>
        <source>forward to the primary</source>
        <translation>reenviar al primario</translation>
    </message>
    <message>
        <source>keep here</source>
        <translation>conservar aquí</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retirada</translation>
    </message>
    <message>
        <source>finished in the session in progress</source>
        <translation>terminada en la sesión en curso</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>todavía no</translation>
    </message>
    <message>
        <source>applied here</source>
        <translation>aplicada aquí</translation>
    </message>
    <message>
        <source>not applied</source>
        <translation>no aplicada</translation>
    </message>
    <message>
        <source>forwarded</source>
        <translation>reenviado</translation>
    </message>
    <message>
        <source>not forwarded</source>
        <translation>no reenviado</translation>
    </message>
    <message>
        <source>Site number</source>
        <translation>Número de sitio</translation>
    </message>
    <message>
        <source>the site the record is about (M: this site)</source>
        <translation>el sitio al que se refiere el registro (M: este sitio)</translation>
    </message>
    <message>
        <source>Site name</source>
        <translation>Nombre del sitio</translation>
    </message>
    <message>
        <source>a human name, e.g. &quot;Jim Smith&apos;s Laptop&quot;</source>
        <translation>un nombre legible, p. ej. «Portátil de Jim Smith»</translation>
    </message>
    <message>
        <source>Database type</source>
        <translation>Tipo de base de datos</translation>
    </message>
    <message>
        <source>sqlite, postgresql or mariadb</source>
        <translation>sqlite, postgresql o mariadb</translation>
    </message>
    <message>
        <source>Primary role</source>
        <translation>Papel de primario</translation>
    </message>
    <message>
        <source>whether this database serves other sites</source>
        <translation>si esta base de datos atiende a otros sitios</translation>
    </message>
    <message>
        <source>master primary</source>
        <translation>primario maestro</translation>
    </message>
    <message>
        <source>secondary primary</source>
        <translation>primario secundario</translation>
    </message>
    <message>
        <source>a site (no primary role)</source>
        <translation>un sitio (sin papel de primario)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>the replicated, logged or altered table</source>
        <translation>la tabla replicada, registrada o modificada</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>order in which tables replicate (parents before children)</source>
        <translation>orden en que se replican las tablas (padres antes que hijos)</translation>
    </message>
    <message>
        <source>Replication type</source>
        <translation>Tipo de replicación</translation>
    </message>
    <message>
        <source>which way rows travel</source>
        <translation>en qué sentido viajan las filas</translation>
    </message>
    <message>
        <source>full: both ways</source>
        <translation>completa: en ambos sentidos</translation>
    </message>
    <message>
        <source>download only</source>
        <translation>solo descarga</translation>
    </message>
    <message>
        <source>upload only</source>
        <translation>solo subida</translation>
    </message>
    <message>
        <source>Blank fill</source>
        <translation>Rellenar vacíos</translation>
    </message>
    <message>
        <source>whether non-owners may fill empty text fields</source>
        <translation>si quienes no son propietarios pueden rellenar campos de texto vacíos</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>permitido</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>no permitido</translation>
    </message>
    <message>
        <source>Allow one mismatch</source>
        <translation>Permitir una discrepancia</translation>
    </message>
    <message>
        <source>lets a site restored from a backup replicate once although its marks do not match</source>
        <translation>deja replicar una vez a un sitio restaurado de una copia de seguridad aunque sus marcas no coincidan</translation>
    </message>
    <message>
        <source>Sessions started</source>
        <translation>Sesiones iniciadas</translation>
    </message>
    <message>
        <source>Sessions finished</source>
        <translation>Sesiones terminadas</translation>
    </message>
    <message>
        <source>Failures in a row</source>
        <translation>Fallos seguidos</translation>
    </message>
    <message>
        <source>sessions started and not finished; 0 after a success</source>
        <translation>sesiones iniciadas y no terminadas; 0 tras un éxito</translation>
    </message>
    <message>
        <source>Reminder after (minutes)</source>
        <translation>Recordatorio tras (minutos)</translation>
    </message>
    <message>
        <source>after this a site is overdue and the tray reminds its users</source>
        <translation>después de esto un sitio está atrasado y la bandeja avisa a sus usuarios</translation>
    </message>
    <message>
        <source>Alert after (minutes)</source>
        <translation>Alerta tras (minutos)</translation>
    </message>
    <message>
        <source>after this an overdue site is reported by e-mail and an E record</source>
        <translation>después de esto un sitio atrasado se notifica por correo y con un registro E</translation>
    </message>
    <message>
        <source>Last start</source>
        <translation>Último inicio</translation>
    </message>
    <message>
        <source>Last end</source>
        <translation>Último final</translation>
    </message>
    <message>
        <source>empty: it did not finish</source>
        <translation>vacío: no terminó</translation>
    </message>
    <message>
        <source>Last success</source>
        <translation>Último éxito</translation>
    </message>
    <message>
        <source>Inserted here</source>
        <translation>Insertadas aquí</translation>
    </message>
    <message>
        <source>rows from the primary inserted here</source>
        <translation>filas del primario insertadas aquí</translation>
    </message>
    <message>
        <source>Inserted at the primary</source>
        <translation>Insertadas en el primario</translation>
    </message>
    <message>
        <source>Updated here</source>
        <translation>Actualizadas aquí</translation>
    </message>
    <message>
        <source>Updated at the primary</source>
        <translation>Actualizadas en el primario</translation>
    </message>
    <message>
        <source>Deleted here</source>
        <translation>Borradas aquí</translation>
    </message>
    <message>
        <source>Deleted at the primary</source>
        <translation>Borradas en el primario</translation>
    </message>
    <message>
        <source>Next site number</source>
        <translation>Siguiente número de sitio</translation>
    </message>
    <message>
        <source>handed out to the next site that joins</source>
        <translation>se asigna al siguiente sitio que se una</translation>
    </message>
    <message>
        <source>Site number 2</source>
        <translation>Número de sitio 2</translation>
    </message>
    <message>
        <source>secondary primaries: numbers to hand out</source>
        <translation>primarios secundarios: números por asignar</translation>
    </message>
    <message>
        <source>Site number 3</source>
        <translation>Número de sitio 3</translation>
    </message>
    <message>
        <source>Site number 4</source>
        <translation>Número de sitio 4</translation>
    </message>
    <message>
        <source>Site number 5</source>
        <translation>Número de sitio 5</translation>
    </message>
    <message>
        <source>Numbers locked</source>
        <translation>Números bloqueados</translation>
    </message>
    <message>
        <source>Y while a site number is being handed out (a stale lock is broken after 10 minutes)</source>
        <translation>Y mientras se asigna un número de sitio (un bloqueo caducado se rompe a los 10 minutos)</translation>
    </message>
    <message>
        <source>Mail after each session</source>
        <translation>Correo tras cada sesión</translation>
    </message>
    <message>
        <source>e-mail the administrator after each successful session</source>
        <translation>enviar un correo al administrador tras cada sesión correcta</translation>
    </message>
    <message>
        <source>Management by exception</source>
        <translation>Gestión por excepción</translation>
    </message>
    <message>
        <source>who checks for late and failing sites</source>
        <translation>quién comprueba los sitios atrasados o con fallos</translation>
    </message>
    <message>
        <source>the sites check each other when they replicate</source>
        <translation>los sitios se comprueban entre sí al replicar</translation>
    </message>
    <message>
        <source>a local process on the primary checks</source>
        <translation>lo comprueba un proceso local en el primario</translation>
    </message>
    <message>
        <source>nobody checks</source>
        <translation>nadie lo comprueba</translation>
    </message>
    <message>
        <source>Alert after (days)</source>
        <translation>Alerta tras (días)</translation>
    </message>
    <message>
        <source>report sites whose last success is older (0: off)</source>
        <translation>notificar sitios cuyo último éxito sea más antiguo (0: desactivado)</translation>
    </message>
    <message>
        <source>Alert after failures</source>
        <translation>Alerta tras fallos</translation>
    </message>
    <message>
        <source>report a site whose failures in a row exceed this (0: off)</source>
        <translation>notificar un sitio cuyos fallos seguidos superen esto (0: desactivado)</translation>
    </message>
    <message>
        <source>Update number</source>
        <translation>Número de cambio</translation>
    </message>
    <message>
        <source>U: sequence number; S/M: highest update applied</source>
        <translation>U: número de secuencia; S/M: cambio más alto aplicado</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>ADD &lt;column&gt; &lt;family&gt; [LENGTH n] [DECIMALS d] [DEFAULT v] [NULL|NOT NULL], or RUN &lt;procedure&gt;(...)</source>
        <translation>ADD &lt;columna&gt; &lt;familia&gt; [LENGTH n] [DECIMALS d] [DEFAULT v] [NULL|NOT NULL], o RUN &lt;procedimiento&gt;(...)</translation>
    </message>
    <message>
        <source>Site of the error</source>
        <translation>Sitio del error</translation>
    </message>
    <message>
        <source>where the error happened</source>
        <translation>dónde ocurrió el error</translation>
    </message>
    <message>
        <source>Mailed</source>
        <translation>Enviado por correo</translation>
    </message>
    <message>
        <source>the administrator was mailed</source>
        <translation>se avisó al administrador por correo</translation>
    </message>
    <message>
        <source>Overdue mail sent</source>
        <translation>Correo de atraso enviado</translation>
    </message>
    <message>
        <source>Failures mail sent</source>
        <translation>Correo de fallos enviado</translation>
    </message>
    <message>
        <source>Test data</source>
        <translation>Datos de prueba</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creado</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>S: one line per session; E: the error message</source>
        <translation>S: una línea por sesión; E: el mensaje de error</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Procesar</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Sitios</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Registros</translation>
    </message>
    <message>
        <source>Schema updates</source>
        <translation>Cambios de esquema</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Test records</source>
        <translation>Registros de prueba</translation>
    </message>
    <message>
        <source>site</source>
        <translation>sitio</translation>
    </message>
    <message>
        <source>Master record</source>
        <translation>Registro maestro</translation>
    </message>
    <message>
        <source>Replicated tables</source>
        <translation>Tablas replicadas</translation>
    </message>
    <message>
        <source>Table runs</source>
        <translation>Pasadas por tabla</translation>
    </message>
    <message>
        <source>Replication health</source>
        <translation>Salud de la replicación</translation>
    </message>
    <message>
        <source>edit put back</source>
        <translation>cambio revertido</translation>
    </message>
    <message>
        <source>blank fill lost the race</source>
        <translation>relleno de vacío llegó tarde</translation>
    </message>
    <message>
        <source>delete refused</source>
        <translation>borrado rechazado</translation>
    </message>
    <message>
        <source>reference not resolved</source>
        <translation>referencia sin resolver</translation>
    </message>
    <message>
        <source>value the other database cannot hold</source>
        <translation>valor que la otra base de datos no puede guardar</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identidad</translation>
    </message>
    <message>
        <source>this database&apos;s own, made with its M record</source>
        <translation>la propia de esta base de datos, creada con su registro M</translation>
    </message>
    <message>
        <source>Primary&apos;s identity</source>
        <translation>Identidad del primario</translation>
    </message>
    <message>
        <source>the primary this site replicates with (move-to-primary changes it)</source>
        <translation>el primario con el que replica este sitio (move-to-primary lo cambia)</translation>
    </message>
    <message>
        <source>Sites may add columns</source>
        <translation>Los sitios pueden añadir columnas</translation>
    </message>
    <message>
        <source>yes: a site&apos;s table may have columns of its own; the primary&apos;s columns must exist at the site (&quot;JGuiGen-specific table&quot;)</source>
        <translation>sí: la tabla de un sitio puede tener columnas propias; las columnas del primario deben existir en el sitio (&quot;tabla específica de JGuiGen&quot;)</translation>
    </message>
    <message>
        <source>Local changes up to (session in progress)</source>
        <translation>Cambios locales hasta (sesión en curso)</translation>
    </message>
    <message>
        <source>MARK: the session sends this site&apos;s changes up to this time</source>
        <translation>MARK: la sesión envía los cambios de este sitio hasta este momento</translation>
    </message>
    <message>
        <source>Local changes sent up to</source>
        <translation>Cambios locales enviados hasta</translation>
    </message>
    <message>
        <source>MARK of the last finished session (S: the site&apos;s copy, used to detect clones)</source>
        <translation>MARK de la última sesión terminada (S: la copia del sitio, para detectar clones)</translation>
    </message>
    <message>
        <source>Primary&apos;s changes up to (session in progress)</source>
        <translation>Cambios del primario hasta (sesión en curso)</translation>
    </message>
    <message>
        <source>PRIMARY-MARK: the session takes the primary&apos;s changes up to this time</source>
        <translation>PRIMARY-MARK: la sesión recibe los cambios del primario hasta este momento</translation>
    </message>
    <message>
        <source>Primary&apos;s changes received up to</source>
        <translation>Cambios del primario recibidos hasta</translation>
    </message>
    <message>
        <source>PRIMARY-MARK of the last finished session</source>
        <translation>PRIMARY-MARK de la última sesión terminada</translation>
    </message>
    <message>
        <source>Error message</source>
        <translation>Mensaje de error</translation>
    </message>
    <message>
        <source>Subset</source>
        <translation>Subconjunto</translation>
    </message>
    <message>
        <source>which rows each site holds: empty for every row, --owned, or --match COLUMN=ATTRIBUTE (set with subset)</source>
        <translation>qué filas tiene cada sitio: vacío para todas, --owned, o --match COLUMNA=ATRIBUTO (se fija con subset)</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>the site&apos;s values that subset --match rules compare with (set with site-attribute)</source>
        <translation>los valores del sitio con los que comparan las reglas subset --match (se fijan con site-attribute)</translation>
    </message>
    <message>
        <source>Subset applied</source>
        <translation>Subconjunto aplicado</translation>
    </message>
    <message>
        <source>a digest of the subset rules and attributes that this site&apos;s rows matched at its last session</source>
        <translation>un resumen de las reglas de subconjunto y atributos a los que correspondían las filas de este sitio en su última sesión</translation>
    </message>
    <message>
        <source>Held back</source>
        <translation>Retenido</translation>
    </message>
    <message>
        <source>what the site&apos;s last finished session could not deliver, table by table, and why (empty: everything)</source>
        <translation>lo que la última sesión terminada del sitio no pudo entregar, tabla por tabla, y por qué (vacío: todo entregado)</translation>
    </message>
    <message>
        <source>Site&apos;s identity</source>
        <translation>Identidad del sitio</translation>
    </message>
    <message>
        <source>the identity of the site&apos;s own database: a site number given again to another database is told apart</source>
        <translation>la identidad de la propia base de datos del sitio: un número de sitio dado de nuevo a otra base de datos se distingue</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Site %1 (%2)</source>
        <translation>Sitio %1 (%2)</translation>
    </message>
    <message>
        <source>Site number</source>
        <translation>Número de sitio</translation>
    </message>
    <message>
        <source>Site name</source>
        <translation>Nombre del sitio</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Database type</source>
        <translation>Tipo de base de datos</translation>
    </message>
    <message>
        <source>Active (process)</source>
        <translation>Activo (process)</translation>
    </message>
    <message>
        <source>Last success (UTC)</source>
        <translation>Último éxito (UTC)</translation>
    </message>
    <message>
        <source>Sessions started</source>
        <translation>Sesiones iniciadas</translation>
    </message>
    <message>
        <source>Sessions finished</source>
        <translation>Sesiones terminadas</translation>
    </message>
    <message>
        <source>Failures in a row</source>
        <translation>Fallos seguidos</translation>
    </message>
    <message>
        <source>Reminder after (minutes)</source>
        <translation>Recordatorio tras (minutos)</translation>
    </message>
    <message>
        <source>Alert after (minutes)</source>
        <translation>Alerta tras (minutos)</translation>
    </message>
    <message>
        <source>Management by exception</source>
        <translation>Gestión por excepción</translation>
    </message>
    <message>
        <source>Alert after failures</source>
        <translation>Alerta tras fallos</translation>
    </message>
    <message>
        <source>Alert after days</source>
        <translation>Alerta tras días</translation>
    </message>
    <message>
        <source>Next site number</source>
        <translation>Siguiente número de sitio</translation>
    </message>
    <message>
        <source>Schema updates applied</source>
        <translation>Cambios de esquema aplicados</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Sitio</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de datos</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Updates applied</source>
        <translation>Cambios aplicados</translation>
    </message>
    <message>
        <source>%1 sites</source>
        <translation>%1 sitios</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Activa</translation>
    </message>
    <message>
        <source>Blank fill</source>
        <translation>Rellenar vacíos</translation>
    </message>
    <message>
        <source>MARK (UTC)</source>
        <translation>MARK (UTC)</translation>
    </message>
    <message>
        <source>PRIMARY-MARK (UTC)</source>
        <translation>PRIMARY-MARK (UTC)</translation>
    </message>
    <message>
        <source>Runs started</source>
        <translation>Pasadas iniciadas</translation>
    </message>
    <message>
        <source>Runs finished</source>
        <translation>Pasadas terminadas</translation>
    </message>
    <message>
        <source>%1 tables</source>
        <translation>%1 tablas</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>Applied at sites</source>
        <translation>Aplicado en los sitios</translation>
    </message>
    <message>
        <source>Not yet at sites</source>
        <translation>Aún no en los sitios</translation>
    </message>
    <message>
        <source>%1 schema updates, %2 sites</source>
        <translation>%1 cambios de esquema, %2 sitios</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Creado (UTC)</translation>
    </message>
    <message>
        <source>Reported by</source>
        <translation>Notificado por</translation>
    </message>
    <message>
        <source>Site of the error</source>
        <translation>Sitio del error</translation>
    </message>
    <message>
        <source>Mailed</source>
        <translation>Enviado por correo</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>%1 errors, newest first</source>
        <translation>%1 errores, los más recientes primero</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>Iniciada (UTC)</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>Pulled: inserted</source>
        <translation>Recibidas: insertadas</translation>
    </message>
    <message>
        <source>Pulled: updated</source>
        <translation>Recibidas: actualizadas</translation>
    </message>
    <message>
        <source>Pulled: deleted</source>
        <translation>Recibidas: borradas</translation>
    </message>
    <message>
        <source>Pushed: inserted</source>
        <translation>Enviadas: insertadas</translation>
    </message>
    <message>
        <source>Pushed: updated</source>
        <translation>Enviadas: actualizadas</translation>
    </message>
    <message>
        <source>Pushed: deleted</source>
        <translation>Enviadas: borradas</translation>
    </message>
    <message>
        <source>%1 table runs, newest first</source>
        <translation>%1 pasadas por tabla, las más recientes primero</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sesiones</translation>
    </message>
    <message>
        <source>Rows moved</source>
        <translation>Filas movidas</translation>
    </message>
    <message>
        <source>Sessions and rows moved per site and day</source>
        <translation>Sesiones y filas movidas por sitio y día</translation>
    </message>
    <message>
        <source>Unknown report &quot;%1&quot;; the reports are: %2.</source>
        <translation>Informe desconocido «%1»; los informes son: %2.</translation>
    </message>
    <message>
        <source>(nothing to report)</source>
        <translation>(nada que informar)</translation>
    </message>
    <message>
        <source>Site %1</source>
        <translation>Sitio %1</translation>
    </message>
    <message>
        <source>Sessions per day</source>
        <translation>Sesiones por día</translation>
    </message>
    <message>
        <source>Rows moved per day</source>
        <translation>Filas movidas por día</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>Subset</source>
        <translation>Subconjunto</translation>
    </message>
    <message>
        <source>every row</source>
        <translation>todas las filas</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message numerus="yes">
        <source>%n change(s) made here put back to the owner&apos;s values; kept under Conflicts (conflicts list), where the owner can take them.</source>
        <translation>
            <numerusform>%n cambio hecho aquí volvió al valor del propietario; se conserva en Conflictos (conflicts list), donde el propietario puede tomarlo.</numerusform>
            <numerusform>%n cambios hechos aquí volvieron a los valores del propietario; se conservan en Conflictos (conflicts list), donde el propietario puede tomarlos.</numerusform>
        </translation>
    </message>
    <message>
        <source>a row they reference is not there yet</source>
        <translation>una fila a la que hacen referencia aún no está</translation>
    </message>
    <message>
        <source>a value the other side cannot hold</source>
        <translation>un valor que el otro lado no puede guardar</translation>
    </message>
    <message>
        <source>a row id outside 0 to 999,999,999</source>
        <translation>un id de fila fuera de 0 a 999.999.999</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) (%2)</source>
        <translation>
            <numerusform>%1: %n fila (%2)</numerusform>
            <numerusform>%1: %n filas (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stopped, not replicated: %1. The other tables replicated; the stopped ones are tried again every session.</source>
        <translation>Detenido, no replicado: %1. Las demás tablas se replicaron; las detenidas se intentan de nuevo en cada sesión.</translation>
    </message>
    <message>
        <source>Held back, not replicated: %1. They wait and are tried again every session; the errors report (report errors) and the window&apos;s Errors page say which rows and why.</source>
        <translation>Retenido, no replicado: %1. Esperan y se intentan de nuevo en cada sesión; el informe de errores (report errors) y la página «Errores» de la ventana dicen qué filas y por qué.</translation>
    </message>
</context>
<context>
    <name>SiteState</name>
    <message>
        <source>up to date</source>
        <translation>al día</translation>
    </message>
    <message>
        <source>never replicated</source>
        <translation>nunca replicado</translation>
    </message>
    <message>
        <source>behind: a reminder is due</source>
        <translation>atrasado: corresponde un recordatorio</translation>
    </message>
    <message>
        <source>holding rows back</source>
        <translation>retiene filas</translation>
    </message>
    <message>
        <source>overdue: administrators alerted</source>
        <translation>vencido: administradores avisados</translation>
    </message>
    <message>
        <source>overdue</source>
        <translation>vencido</translation>
    </message>
    <message numerus="yes">
        <source>failing: %n session(s) in a row</source>
        <translation>
            <numerusform>fallando: %n sesión seguida</numerusform>
            <numerusform>fallando: %n sesiones seguidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jgr::ui::ConflictsPage</name>
    <message>
        <source>any site</source>
        <translation>cualquier sitio</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabla:</translation>
    </message>
    <message>
        <source>Refused at &amp;site:</source>
        <translation>Rechazado en el &amp;sitio:</translation>
    </message>
    <message>
        <source>Written &amp;since:</source>
        <translation>Escrito &amp;desde:</translation>
    </message>
    <message>
        <source>&amp;Take their value</source>
        <translation>&amp;Tomar su valor</translation>
    </message>
    <message>
        <source>Write the refused value as the owner; it then replicates like any owner edit.</source>
        <translation>Escribir el valor rechazado como propietario; luego se replica como cualquier cambio del propietario.</translation>
    </message>
    <message>
        <source>&amp;Dismiss</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
    <message>
        <source>Refused value</source>
        <translation>Valor rechazado</translation>
    </message>
    <message>
        <source>Value kept</source>
        <translation>Valor conservado</translation>
    </message>
    <message>
        <source>Refused at site</source>
        <translation>Rechazado en el sitio</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Propietario</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Escrito</translation>
    </message>
    <message>
        <source>all tables</source>
        <translation>todas las tablas</translation>
    </message>
    <message numerus="yes">
        <source>%n open conflict(s).</source>
        <translation>
            <numerusform>%n conflicto abierto.</numerusform>
            <numerusform>%n conflictos abiertos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a conflict first.</source>
        <translation>Seleccione primero un conflicto.</translation>
    </message>
    <message>
        <source>The refused value is written; it travels with the next session.</source>
        <translation>El valor rechazado está escrito; viaja con la próxima sesión.</translation>
    </message>
    <message>
        <source>Dismissed.</source>
        <translation>Descartado.</translation>
    </message>
    <message>
        <source>Take their value</source>
        <translation>Tomar su valor</translation>
    </message>
    <message>
        <source>Write &quot;%1&quot; over &quot;%2&quot; in %3 (column %4) as its owner? Every site gets it with its next session.</source>
        <translation>¿Escribir &quot;%1&quot; sobre &quot;%2&quot; en %3 (columna %4) como su propietario? Cada sitio lo recibe en su próxima sesión.</translation>
    </message>
    <message>
        <source>replication id %1</source>
        <translation>id de replicación %1</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Conflictos</translation>
    </message>
</context>
<context>
    <name>jgr::ui::DataPage</name>
    <message>
        <source>all owners</source>
        <translation>todos los propietarios</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabla:</translation>
    </message>
    <message>
        <source>&amp;Owner:</source>
        <translation>&amp;Propietario:</translation>
    </message>
    <message>
        <source>&amp;Suspend table</source>
        <translation>&amp;Suspender tabla</translation>
    </message>
    <message>
        <source>Res&amp;ume table</source>
        <translation>&amp;Reanudar tabla</translation>
    </message>
    <message>
        <source>Hand the selected rows to site:</source>
        <translation>Ceder las filas seleccionadas al sitio:</translation>
    </message>
    <message>
        <source>&amp;Hand over</source>
        <translation>&amp;Ceder</translation>
    </message>
    <message>
        <source>%1 (suspended)</source>
        <translation>%1 (suspendida)</translation>
    </message>
    <message>
        <source>Select the rows to hand over first.</source>
        <translation>Seleccione primero las filas que quiere ceder.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) now belong to site %1; the change travels with the next session.</source>
        <translation>
            <numerusform>%n fila pertenece ahora al sitio %1; el cambio viaja con la próxima sesión.</numerusform>
            <numerusform>%n filas pertenecen ahora al sitio %1; el cambio viaja con la próxima sesión.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 replicates again.</source>
        <translation>%1 vuelve a replicarse.</translation>
    </message>
    <message>
        <source>%1 is suspended.</source>
        <translation>%1 está suspendida.</translation>
    </message>
    <message>
        <source>Hand over rows</source>
        <translation>Entregar filas</translation>
    </message>
    <message numerus="yes">
        <source>Hand %n row(s) of %1 to site %2? From then on only site %2 (or the primary) can change them; this site&apos;s later edits of them are put back.</source>
        <translation>
            <numerusform>¿Entregar %n fila de %1 al sitio %2? Desde entonces solo el sitio %2 (o el primario) puede cambiarla; las ediciones posteriores de este sitio se deshacen.</numerusform>
            <numerusform>¿Entregar %n filas de %1 al sitio %2? Desde entonces solo el sitio %2 (o el primario) puede cambiarlas; las ediciones posteriores de este sitio se deshacen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Previous page</source>
        <translation>Página &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>Página &amp;siguiente</translation>
    </message>
    <message>
        <source>Owner site</source>
        <translation>Sitio propietario</translation>
    </message>
    <message>
        <source>Replication id</source>
        <translation>Id de replicación</translation>
    </message>
    <message>
        <source>No rows in %1.</source>
        <translation>No hay filas en %1.</translation>
    </message>
    <message>
        <source>Rows %1 to %2 of %3 in %4.</source>
        <translation>Filas %1 a %2 de %3 en %4.</translation>
    </message>
    <message>
        <source>text or number, then Enter</source>
        <translation>texto o número, luego Intro</translation>
    </message>
    <message>
        <source>S&amp;earch:</source>
        <translation>&amp;Buscar:</translation>
    </message>
    <message>
        <source>%1: the table&apos;s key</source>
        <translation>%1: la clave de la tabla</translation>
    </message>
    <message>
        <source>No row of %1 holds &quot;%2&quot;.</source>
        <translation>Ninguna fila de %1 contiene &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Rows of the table</source>
        <translation>Filas de la tabla</translation>
    </message>
</context>
<context>
    <name>jgr::ui::DatabaseSectionEditor</name>
    <message>
        <source>A primary on several servers: HOST:PORT,HOST:PORT (the first that accepts writes serves each session).</source>
        <translation>Un primario en varios servidores: HOST:PUERTO,HOST:PUERTO (el primero que acepta escrituras atiende cada sesión).</translation>
    </message>
    <message>
        <source>default</source>
        <translation>predeterminado</translation>
    </message>
    <message>
        <source>e.g. sslmode=verify-full;sslrootcert=/etc/jgreplicate/ca.pem</source>
        <translation>p. ej. sslmode=verify-full;sslrootcert=/etc/jgreplicate/ca.pem</translation>
    </message>
    <message>
        <source>Keychain (recommended)</source>
        <translation>Llavero (recomendado)</translation>
    </message>
    <message>
        <source>Encrypted file next to the INI</source>
        <translation>Archivo cifrado junto al INI</translation>
    </message>
    <message>
        <source>Environment variable</source>
        <translation>Variable de entorno</translation>
    </message>
    <message>
        <source>No password</source>
        <translation>Sin contraseña</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Probar conexión</translation>
    </message>
    <message>
        <source>Database &amp;type:</source>
        <translation>&amp;Tipo de base de datos:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de datos:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>P&amp;uerto:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>&amp;Options:</source>
        <translation>&amp;Opciones:</translation>
    </message>
    <message>
        <source>Password &amp;kept in:</source>
        <translation>Contraseña &amp;guardada en:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Contra&amp;seña:</translation>
    </message>
    <message>
        <source>database name</source>
        <translation>nombre de la base de datos</translation>
    </message>
    <message>
        <source>path of the database file</source>
        <translation>ruta del archivo de base de datos</translation>
    </message>
    <message>
        <source>Connected: %1 (%2).</source>
        <translation>Conectado: %1 (%2).</translation>
    </message>
    <message>
        <source>Fill in %1 first.</source>
        <translation>Rellene primero %1.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
</context>
<context>
    <name>jgr::ui::MainWindow</name>
    <message>
        <source>JGReplicate</source>
        <translation>JGReplicate</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Replicate now</source>
        <translation>Replicar ahora</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <source>This site</source>
        <translation>Este sitio</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primario</translation>
    </message>
    <message>
        <source>Whose records the record views show and edit</source>
        <translation>De quién son los registros que muestran y editan las vistas</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open site configuration…</source>
        <translation>&amp;Abrir configuración de sitio…</translation>
    </message>
    <message>
        <source>&amp;New site…</source>
        <translation>&amp;Nuevo sitio…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Site</source>
        <translation>&amp;Sitio</translation>
    </message>
    <message>
        <source>&amp;Replicate now</source>
        <translation>&amp;Replicar ahora</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Actuali&amp;zar</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source> Records of: </source>
        <translation> Registros de: </translation>
    </message>
    <message>
        <source>No site configuration: %1</source>
        <translation>Sin configuración de sitio: %1</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>sin conexión</translation>
    </message>
    <message>
        <source>Site: %1 — %2</source>
        <translation>Sitio: %1 — %2</translation>
    </message>
    <message>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>primario</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not connected</source>
        <translation>%1: sin conexión</translation>
    </message>
    <message>
        <source>Open site configuration</source>
        <translation>Abrir configuración de sitio</translation>
    </message>
    <message>
        <source>Site configuration (*.ini)</source>
        <translation>Configuración de sitio (*.ini)</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Conflictos</translation>
    </message>
    <message>
        <source>&amp;Take a table again…</source>
        <translation>&amp;Tomar una tabla de nuevo…</translation>
    </message>
    <message>
        <source>&amp;Move to the primary in the configuration…</source>
        <translation>&amp;Mover al primario de la configuración…</translation>
    </message>
    <message>
        <source>&amp;Promote to master primary…</source>
        <translation>&amp;Promover a primario maestro…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About JGReplicate</source>
        <translation>&amp;Acerca de JGReplicate</translation>
    </message>
    <message>
        <source>About JGReplicate</source>
        <translation>Acerca de JGReplicate</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>Read the site&apos;s records and data again (replicates nothing)</source>
        <translation>Volver a leer los registros y datos del sitio (no replica nada)</translation>
    </message>
    <message>
        <source>&amp;Subset of a table…</source>
        <translation>&amp;Subconjunto de una tabla…</translation>
    </message>
    <message>
        <source>Site &amp;attribute…</source>
        <translation>&amp;Atributo de un sitio…</translation>
    </message>
    <message>
        <source>S&amp;ubset…</source>
        <translation>S&amp;ubconjunto…</translation>
    </message>
    <message>
        <source>For a site: this database has no primary in its configuration (it is the master primary, or not a site yet).</source>
        <translation>Para un sitio: esta base de datos no tiene primario en su configuración (es el primario maestro, o aún no es un sitio).</translation>
    </message>
</context>
<context>
    <name>jgr::ui::NewSiteWizard</name>
    <message>
        <source>This site</source>
        <translation>Este sitio</translation>
    </message>
    <message>
        <source>A name people recognise, and the SQLite file this site keeps its data in.</source>
        <translation>Un nombre reconocible y el archivo SQLite donde este sitio guarda sus datos.</translation>
    </message>
    <message>
        <source>Site &amp;name:</source>
        <translation>&amp;Nombre del sitio:</translation>
    </message>
    <message>
        <source>&amp;Database file:</source>
        <translation>Archivo de &amp;base de datos:</translation>
    </message>
    <message>
        <source>&amp;Configuration file:</source>
        <translation>Archivo de &amp;configuración:</translation>
    </message>
    <message>
        <source>The primary</source>
        <translation>El primario</translation>
    </message>
    <message>
        <source>The server this site replicates with. Test the connection to go on.</source>
        <translation>El servidor con el que replica este sitio. Pruebe la conexión para continuar.</translation>
    </message>
    <message>
        <source>Join and replicate</source>
        <translation>Unirse y replicar</translation>
    </message>
    <message>
        <source>The site takes its number from the primary and copies the tables.</source>
        <translation>El sitio recibe su número del primario y copia las tablas.</translation>
    </message>
    <message>
        <source>New site</source>
        <translation>Nuevo sitio</translation>
    </message>
</context>
<context>
    <name>jgr::ui::OverviewPage</name>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>No site</source>
        <translation>Sin sitio</translation>
    </message>
    <message>
        <source>This site has not joined yet</source>
        <translation>Este sitio aún no se ha unido</translation>
    </message>
    <message>
        <source>Site %1 — %2</source>
        <translation>Sitio %1 — %2</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de datos</translation>
    </message>
    <message>
        <source>Last success</source>
        <translation>Último éxito</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sesiones</translation>
    </message>
    <message>
        <source>%1 started, %2 finished, %3 failed in a row</source>
        <translation>%1 iniciadas, %2 terminadas, %3 fallos seguidos</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>The link to the local database is not encrypted with a verified certificate.</source>
        <translation>La conexión con la base de datos local no está cifrada con un certificado verificado.</translation>
    </message>
    <message>
        <source>Open errors (%1)</source>
        <translation>Errores abiertos (%1)</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguno.</translation>
    </message>
    <message>
        <source>The newest %1 are listed; the Errors page and the errors report have them all.</source>
        <translation>Se muestran los %1 más recientes; la página Errores y el informe de errores los tienen todos.</translation>
    </message>
    <message>
        <source>Site overview</source>
        <translation>Resumen del sitio</translation>
    </message>
    <message>
        <source>Held back</source>
        <translation>Retenido</translation>
    </message>
    <message>
        <source>The opened site&apos;s details</source>
        <translation>Detalles del sitio abierto</translation>
    </message>
    <message>
        <source>Open a site in the grid (double click or Enter) to see its sessions and errors here.</source>
        <translation>Abra un sitio en la tabla (doble clic o Intro) para ver aquí sus sesiones y errores.</translation>
    </message>
    <message>
        <source>Site %1 is no longer a site of this primary.</source>
        <translation>El sitio %1 ya no es un sitio de este primario.</translation>
    </message>
    <message>
        <source>Sessions: %1 started, %2 finished, %3 failed in a row. Last start %4, last end %5, last success %6.</source>
        <translation>Sesiones: %1 iniciadas, %2 terminadas, %3 fallidas seguidas. Último inicio %4, último fin %5, último éxito %6.</translation>
    </message>
    <message>
        <source>Latest errors</source>
        <translation>Errores recientes</translation>
    </message>
    <message>
        <source>Latest tables replicated</source>
        <translation>Tablas replicadas recientemente</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n row(s) moved</source>
        <translation>
            <numerusform>%1: %2, %n fila movida</numerusform>
            <numerusform>%1: %2, %n filas movidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Sitios</translation>
    </message>
</context>
<context>
    <name>jgr::ui::Questions</name>
    <message>
        <source>Suspend table</source>
        <translation>Suspender tabla</translation>
    </message>
    <message>
        <source>Suspend %1 on this primary (%2)? No site replicates it until it is resumed here.</source>
        <translation>¿Suspender %1 en este primario (%2)? Ningún sitio la replica hasta que se reanude aquí.</translation>
    </message>
    <message>
        <source>Suspend %1 at this site (%2)? Its sessions leave it alone until it is resumed.</source>
        <translation>¿Suspender %1 en este sitio (%2)? Sus sesiones la dejan de lado hasta que se reanude.</translation>
    </message>
</context>
<context>
    <name>jgr::ui::RecordForm</name>
    <message>
        <source>(blank)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <source>YYYY-MM-DD HH:MM:SS, local time</source>
        <translation>AAAA-MM-DD HH:MM:SS, hora local</translation>
    </message>
    <message>
        <source>%1 — not a known value</source>
        <translation>%1 — valor desconocido</translation>
    </message>
    <message>
        <source>%1 must be a date and time (YYYY-MM-DD HH:MM:SS).</source>
        <translation>%1 debe ser una fecha y hora (AAAA-MM-DD HH:MM:SS).</translation>
    </message>
    <message>
        <source>Given when the site joined; its rows name their owner by it, so it does not change here.</source>
        <translation>Asignado cuando el sitio se unió; sus filas nombran a su propietario con él, así que aquí no cambia.</translation>
    </message>
</context>
<context>
    <name>jgr::ui::RecordModel</name>
    <message>
        <source>(blank)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>jgr::ui::RecordPage</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Revertir</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>Filter (any column)</source>
        <translation>Filtro (cualquier columna)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) in %1.</source>
        <translation>
            <numerusform>%n registro en %1.</numerusform>
            <numerusform>%n registros en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>A new record: fill in the form and save.</source>
        <translation>Un registro nuevo: rellene el formulario y guarde.</translation>
    </message>
    <message>
        <source>Not saved: correct the fields marked in red.</source>
        <translation>No guardado: corrija los campos marcados en rojo.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No guardado: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Guardado.</translation>
    </message>
    <message>
        <source>Changes reverted.</source>
        <translation>Cambios revertidos.</translation>
    </message>
    <message>
        <source>Delete record</source>
        <translation>Borrar registro</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Borrado.</translation>
    </message>
    <message>
        <source>The newest %1 of %2 records in %3.</source>
        <translation>Los %1 registros más recientes de %2 en %3.</translation>
    </message>
    <message>
        <source>%1 Shown: %2 that match the filter.</source>
        <translation>%1 Se muestran: %2 que coinciden con el filtro.</translation>
    </message>
    <message>
        <source>No %1 records in %2. A site keeps few records of its own; the sites&apos; records are on the primary: switch &quot;Records of&quot; to Primary.</source>
        <translation>No hay registros de %1 en %2. Un sitio guarda pocos registros propios; los registros de los sitios están en el primario: cambie &quot;Registros de&quot; a Primario.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Registros</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>No guardado.</translation>
    </message>
    <message>
        <source>Delete %1? This cannot be undone.</source>
        <translation>¿Eliminar %1? No se puede deshacer.</translation>
    </message>
    <message>
        <source>this database&apos;s own record (site %1, &quot;%2&quot;)</source>
        <translation>el registro propio de esta base de datos (sitio %1, &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>site &quot;%1&quot; (number %2)</source>
        <translation>el sitio &quot;%1&quot; (número %2)</translation>
    </message>
    <message>
        <source>the record of table %1</source>
        <translation>el registro de la tabla %1</translation>
    </message>
    <message>
        <source>the schema update of %1 (%2)</source>
        <translation>la actualización de esquema de %1 (%2)</translation>
    </message>
    <message>
        <source>the error of %1</source>
        <translation>el error del %1</translation>
    </message>
    <message>
        <source>the log of %1 of %2</source>
        <translation>el registro de %1 del %2</translation>
    </message>
    <message>
        <source>this record</source>
        <translation>este registro</translation>
    </message>
</context>
<context>
    <name>jgr::ui::ReminderWindow</name>
    <message>
        <source>JGReplicate reminder</source>
        <translation>Recordatorio de JGReplicate</translation>
    </message>
    <message>
        <source>&amp;Replicate now</source>
        <translation>&amp;Replicar ahora</translation>
    </message>
    <message>
        <source>&amp;Snooze 1 hour</source>
        <translation>&amp;Posponer 1 hora</translation>
    </message>
    <message>
        <source>&amp;Open administration</source>
        <translation>&amp;Abrir administración</translation>
    </message>
    <message>
        <source>There is no system tray on this desktop, so JGReplicate reminds you here.</source>
        <translation>Este escritorio no tiene bandeja del sistema, así que JGReplicate le avisa aquí.</translation>
    </message>
</context>
<context>
    <name>jgr::ui::ReplicatePanel</name>
    <message>
        <source>&amp;Replicate now</source>
        <translation>&amp;Replicar ahora</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Pulled
inserted</source>
        <translation>Recibidas
insertadas</translation>
    </message>
    <message>
        <source>Pulled
updated</source>
        <translation>Recibidas
actualizadas</translation>
    </message>
    <message>
        <source>Pulled
deleted</source>
        <translation>Recibidas
borradas</translation>
    </message>
    <message>
        <source>Pushed
inserted</source>
        <translation>Enviadas
insertadas</translation>
    </message>
    <message>
        <source>Pushed
updated</source>
        <translation>Enviadas
actualizadas</translation>
    </message>
    <message>
        <source>Pushed
deleted</source>
        <translation>Enviadas
borradas</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>%v of %m tables</source>
        <translation>%v de %m tablas</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>pulling</source>
        <translation>recibiendo</translation>
    </message>
    <message>
        <source>pushing</source>
        <translation>enviando</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <source>Replication started.</source>
        <translation>Replicación iniciada.</translation>
    </message>
    <message>
        <source>Cancelling: the session stops after the current batch; the table rolls back and the next session resumes it.</source>
        <translation>Cancelando: la sesión se detiene tras el lote actual; la tabla se revierte y la próxima sesión la reanuda.</translation>
    </message>
    <message>
        <source>%1: started.</source>
        <translation>%1: iniciada.</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: falló: %2</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vista previa</translation>
    </message>
    <message>
        <source>Preview failed (exit code %1): %2</source>
        <translation>La vista previa falló (código de salida %1): %2</translation>
    </message>
    <message>
        <source>would move</source>
        <translation>se movería</translation>
    </message>
    <message>
        <source>Schema update waiting: %1</source>
        <translation>Cambio de esquema pendiente: %1</translation>
    </message>
    <message>
        <source>Conflict ahead: %1 row %2 %3: &quot;%4&quot; would give way to &quot;%5&quot;</source>
        <translation>Conflicto por delante: %1 fila %2 %3: «%4» cedería ante «%5»</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more conflict(s) ahead, not listed</source>
        <translation>
            <numerusform>... y %n conflicto más por delante, no listado</numerusform>
            <numerusform>... y %n conflictos más por delante, no listados</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview: the next session runs, and everything it writes is rolled back.</source>
        <translation>Vista previa: la próxima sesión se ejecuta y todo lo que escribe se revierte.</translation>
    </message>
    <message numerus="yes">
        <source>Preview: %n conflict(s) ahead; both sides are as they were.</source>
        <translation>
            <numerusform>Vista previa: %n conflicto por delante; ambos lados están como estaban.</numerusform>
            <numerusform>Vista previa: %n conflictos por delante; ambos lados están como estaban.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run the next session and roll it back: what it would send and receive, and how it would end</source>
        <translation>Ejecutar la próxima sesión y revertirla: lo que enviaría y recibiría, y cómo terminaría</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>This database is the master primary: it does not replicate with anyone; its sites do.</source>
        <translation>Esta base de datos es el primario maestro: no replica con nadie; sus sitios sí.</translation>
    </message>
    <message>
        <source>%1: cancelled and rolled back; the next session resumes it.</source>
        <translation>%1: cancelada y revertida; la próxima sesión la reanuda.</translation>
    </message>
    <message>
        <source>Replication cancelled: the table in progress was rolled back, the tables before it are done; the next session resumes.</source>
        <translation>Replicación cancelada: la tabla en curso se revirtió, las tablas anteriores están hechas; la próxima sesión continúa.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Stop the copy after the current page; the next session resumes it</source>
        <translation>Detener la copia tras la página actual; la próxima sesión la reanuda</translation>
    </message>
    <message numerus="yes">
        <source>Site %1 replicated %n table(s).</source>
        <translation>
            <numerusform>El sitio %1 replicó %n tabla.</numerusform>
            <numerusform>El sitio %1 replicó %n tablas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replication stopped: %1</source>
        <translation>Replicación detenida: %1</translation>
    </message>
    <message>
        <source>Tables of the session</source>
        <translation>Tablas de la sesión</translation>
    </message>
    <message>
        <source>Session log</source>
        <translation>Registro de la sesión</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) would leave this site&apos;s subset and be removed here (not at the primary or any other site).</source>
        <translation>
            <numerusform>%n fila saldría del subconjunto de este sitio y se eliminaría aquí (no en el primario ni en ningún otro sitio).</numerusform>
            <numerusform>%n filas saldrían del subconjunto de este sitio y se eliminarían aquí (no en el primario ni en ningún otro sitio).</numerusform>
        </translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation>revertida</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) moved</source>
        <translation>
            <numerusform>%Ln fila movida</numerusform>
            <numerusform>%Ln filas movidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling the preview: it stops after the current batch; nothing it did stays.</source>
        <translation>Cancelando la vista previa: se detiene tras el lote actual; no queda nada de lo que hizo.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) would move</source>
        <translation>
            <numerusform>%Ln fila se movería</numerusform>
            <numerusform>%Ln filas se moverían</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview cancelled: both sides are as they were.</source>
        <translation>Vista previa cancelada: ambos lados están como estaban.</translation>
    </message>
    <message numerus="yes">
        <source>%1: would move %Ln row(s).</source>
        <translation>
            <numerusform>%1: movería %Ln fila.</numerusform>
            <numerusform>%1: movería %Ln filas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: done, %Ln row(s) moved.</source>
        <translation>
            <numerusform>%1: hecho, %Ln fila movida.</numerusform>
            <numerusform>%1: hecho, %Ln filas movidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tiempo restante</translation>
    </message>
</context>
<context>
    <name>jgr::ui::ReportsPage</name>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exportar &amp;PDF…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>&amp;Report:</source>
        <translation>&amp;Informe:</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s).</source>
        <translation>
            <numerusform>%n fila.</numerusform>
            <numerusform>%n filas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 guardado.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>No se puede escribir %1.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exportar CSV</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
</context>
<context>
    <name>jgr::ui::SettingsDialog</name>
    <message>
        <source>Settings — %1</source>
        <translation>Preferencias — %1</translation>
    </message>
    <message>
        <source>Site &amp;name:</source>
        <translation>&amp;Nombre del sitio:</translation>
    </message>
    <message>
        <source>&amp;Administrator&apos;s e-mail:</source>
        <translation>Correo del &amp;administrador:</translation>
    </message>
    <message>
        <source> minutes</source>
        <translation> minutos</translation>
    </message>
    <message>
        <source>Tray checks &amp;every:</source>
        <translation>La bandeja comprueba &amp;cada:</translation>
    </message>
    <message>
        <source>&amp;Site</source>
        <translation>&amp;Sitio</translation>
    </message>
    <message>
        <source>&amp;Local database</source>
        <translation>Base de datos &amp;local</translation>
    </message>
    <message>
        <source>&amp;Primary</source>
        <translation>&amp;Primario</translation>
    </message>
    <message>
        <source>STARTTLS (usually port 587)</source>
        <translation>STARTTLS (normalmente puerto 587)</translation>
    </message>
    <message>
        <source>TLS from the start (usually port 465)</source>
        <translation>TLS desde el principio (normalmente puerto 465)</translation>
    </message>
    <message>
        <source>None (only inside a trusted network)</source>
        <translation>Ninguna (solo dentro de una red de confianza)</translation>
    </message>
    <message>
        <source>Keychain (recommended)</source>
        <translation>Llavero (recomendado)</translation>
    </message>
    <message>
        <source>Encrypted file next to the INI</source>
        <translation>Archivo cifrado junto al INI</translation>
    </message>
    <message>
        <source>Environment variable</source>
        <translation>Variable de entorno</translation>
    </message>
    <message>
        <source>No password</source>
        <translation>Sin contraseña</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <source>Send &amp;test mail</source>
        <translation>Enviar correo de &amp;prueba</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;uerto:</translation>
    </message>
    <message>
        <source>&amp;Security:</source>
        <translation>S&amp;eguridad:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Remitente:</translation>
    </message>
    <message>
        <source>Trusted &amp;CA file:</source>
        <translation>Archivo de &amp;CA de confianza:</translation>
    </message>
    <message>
        <source>Password &amp;kept in:</source>
        <translation>Contraseña &amp;guardada en:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Contra&amp;seña:</translation>
    </message>
    <message>
        <source>&amp;Mail</source>
        <translation>&amp;Correo</translation>
    </message>
    <message>
        <source>The site needs a name.</source>
        <translation>El sitio necesita un nombre.</translation>
    </message>
    <message>
        <source>The local database needs a name or a file.</source>
        <translation>La base de datos local necesita un nombre o un archivo.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an e-mail address.</source>
        <translation>«%1» no es una dirección de correo.</translation>
    </message>
    <message>
        <source>Settings saved, but the %1 password was not stored: %2</source>
        <translation>Preferencias guardadas, pero la contraseña de %1 no se guardó: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Guardado en %1.</translation>
    </message>
    <message>
        <source>JGReplicate: test mail from %1</source>
        <translation>JGReplicate: correo de prueba de %1</translation>
    </message>
    <message>
        <source>This is a test mail from the JGReplicate settings of site &quot;%1&quot;. Alerts will arrive like this.
</source>
        <translation>Este es un correo de prueba de las preferencias de JGReplicate del sitio «%1». Las alertas llegarán así.
</translation>
    </message>
    <message>
        <source>Test mail sent to %1.</source>
        <translation>Correo de prueba enviado a %1.</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Como el sistema (%1)</translation>
    </message>
    <message>
        <source>Takes effect when the program starts again.</source>
        <translation>Se aplica al volver a iniciar el programa.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
</context>
<context>
    <name>jgr::ui::SiteContext</name>
    <message>
        <source>No site configuration is loaded.</source>
        <translation>No hay ninguna configuración de sitio cargada.</translation>
    </message>
    <message>
        <source>%1 has no [primary] section.</source>
        <translation>%1 no tiene sección [primary].</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>jgr::ui::SiteMonitor</name>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>%1 (%2 ago)</source>
        <translation>%1 (hace %2)</translation>
    </message>
    <message>
        <source>running or cut short</source>
        <translation>en curso o interrumpida</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Sitio</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Last success</source>
        <translation>Último éxito</translation>
    </message>
    <message>
        <source>Failures in a row</source>
        <translation>Fallos seguidos</translation>
    </message>
    <message>
        <source>Open errors</source>
        <translation>Errores abiertos</translation>
    </message>
    <message>
        <source>Held back</source>
        <translation>Retenido</translation>
    </message>
    <message>
        <source>Last session</source>
        <translation>Última sesión</translation>
    </message>
    <message>
        <source>Sites of this primary</source>
        <translation>Sitios de este primario</translation>
    </message>
    <message>
        <source>Filter sites by any text (a name, a number, a state)</source>
        <translation>Filtrar sitios por cualquier texto (un nombre, un número, un estado)</translation>
    </message>
    <message>
        <source>Filter sites</source>
        <translation>Filtrar sitios</translation>
    </message>
</context>
<context>
    <name>jgr::ui::SiteOperations</name>
    <message>
        <source>This site replicates with %1 already. If that primary lost commits this site saw succeed (a session said &quot;The primary is behind site ...&quot;: it failed over to a standby that lagged, or was restored from a backup), this site&apos;s next session can compare every row with it again, both ways, and send what it lacks. Do that?</source>
        <translation>Este sitio ya replica con %1. Si ese primario perdió confirmaciones que este sitio vio completarse (una sesión dijo «El primario va por detrás del sitio …»: pasó a un standby que iba retrasado, o se restauró desde una copia de seguridad), la próxima sesión de este sitio puede comparar de nuevo cada fila con él, en ambos sentidos, y enviar lo que le falta. ¿Hacerlo?</translation>
    </message>
    <message>
        <source>Site operation</source>
        <translation>Operación del sitio</translation>
    </message>
    <message>
        <source>Move to this primary</source>
        <translation>Mover a este primario</translation>
    </message>
    <message>
        <source>From now on this site replicates with %1, the database in [primary]. Its next session compares every row with it, both ways. Move?</source>
        <translation>A partir de ahora este sitio replica con %1, la base de datos de [primary]. Su próxima sesión compara cada fila con ella, en ambos sentidos. ¿Mover?</translation>
    </message>
    <message>
        <source>Promote to master primary</source>
        <translation>Promover a primario maestro</translation>
    </message>
    <message>
        <source>Only when the master primary is lost for good: %1 becomes the master primary, and every other site must then move to it. Promote?</source>
        <translation>Solo cuando el primario maestro se haya perdido para siempre: %1 pasa a ser el primario maestro, y todos los demás sitios deben moverse a él. ¿Promover?</translation>
    </message>
    <message>
        <source>This site replicates no table yet.</source>
        <translation>Este sitio aún no replica ninguna tabla.</translation>
    </message>
    <message>
        <source>Take a table again</source>
        <translation>Tomar una tabla de nuevo</translation>
    </message>
    <message>
        <source>The table whose rows this site takes from the primary again:</source>
        <translation>La tabla cuyas filas este sitio vuelve a tomar del primario:</translation>
    </message>
    <message>
        <source>The next session compares every row of %1 here with the primary&apos;s and puts the primary&apos;s back where they differ. Continue?</source>
        <translation>La próxima sesión compara cada fila de %1 aquí con la del primario y restablece la del primario donde difieren. ¿Continuar?</translation>
    </message>
    <message>
        <source>This database replicates no table yet.</source>
        <translation>Esta base de datos aún no replica ninguna tabla.</translation>
    </message>
    <message>
        <source>Subset of a table</source>
        <translation>Subconjunto de una tabla</translation>
    </message>
    <message>
        <source>The table whose rows each site holds only in part:</source>
        <translation>La tabla de la que cada sitio tiene solo una parte de las filas:</translation>
    </message>
    <message>
        <source>Which rows of %1 each site holds, besides the rows it owns and every row they reference:
  empty: every row
  --owned: the rows it owns
  --match COLUMN=ATTRIBUTE (one or more): the rows whose COLUMN equals the site&apos;s ATTRIBUTE
Columns: %2</source>
        <translation>Qué filas de %1 tiene cada sitio, además de las suyas y de cada fila a la que hacen referencia:
  vacío: todas las filas
  --owned: las filas que son suyas
  --match COLUMNA=ATRIBUTO (uno o más): las filas cuya COLUMNA es igual al ATRIBUTO del sitio
Columnas: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rule: write --owned, --match COLUMN=ATTRIBUTE (one or more), or nothing for every row.</source>
        <translation>&quot;%1&quot; no es una regla: escriba --owned, --match COLUMNA=ATRIBUTO (uno o más), o nada para todas las filas.</translation>
    </message>
    <message>
        <source>Site attribute</source>
        <translation>Atributo de un sitio</translation>
    </message>
    <message>
        <source>The site:</source>
        <translation>El sitio:</translation>
    </message>
    <message>
        <source>The attribute (a name, e.g. region):</source>
        <translation>El atributo (un nombre, p. ej. region):</translation>
    </message>
    <message>
        <source>Its value (empty removes the attribute):</source>
        <translation>Su valor (vacío quita el atributo):</translation>
    </message>
</context>
<context>
    <name>jgr::ui::TrayMonitor</name>
    <message>
        <source>&amp;Replicate now</source>
        <translation>&amp;Replicar ahora</translation>
    </message>
    <message>
        <source>&amp;Open administration</source>
        <translation>&amp;Abrir administración</translation>
    </message>
    <message>
        <source>&amp;Snooze</source>
        <translation>&amp;Posponer</translation>
    </message>
    <message>
        <source>For 1 &amp;hour</source>
        <translation>Durante 1 &amp;hora</translation>
    </message>
    <message>
        <source>Until &amp;tomorrow</source>
        <translation>Hasta &amp;mañana</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>JGReplicate</source>
        <translation>JGReplicate</translation>
    </message>
    <message>
        <source>JGReplicate: %1</source>
        <translation>JGReplicate: %1</translation>
    </message>
    <message>
        <source>JGReplicate: the site&apos;s database cannot be opened: %1</source>
        <translation>JGReplicate: no se puede abrir la base de datos del sitio: %1</translation>
    </message>
    <message>
        <source>JGReplicate: this site has not joined its primary yet.</source>
        <translation>JGReplicate: este sitio aún no se ha unido a su primario.</translation>
    </message>
    <message>
        <source>JGReplicate — site %1 (%2): %3</source>
        <translation>JGReplicate — sitio %1 (%2): %3</translation>
    </message>
    <message>
        <source>has never replicated</source>
        <translation>nunca ha replicado</translation>
    </message>
    <message>
        <source>has not replicated for %1</source>
        <translation>lleva %1 sin replicar</translation>
    </message>
    <message>
        <source>JGReplicate: replicating…</source>
        <translation>JGReplicate: replicando…</translation>
    </message>
    <message>
        <source>Site %1</source>
        <translation>Sitio %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (site %2)</source>
        <translation>&quot;%1&quot; (sitio %2)</translation>
    </message>
    <message>
        <source>%1 %2, longer than it may: its data is getting old and others do not see its changes. Replicate now; if it fails, tell your administrator.</source>
        <translation>%1 %2, más de lo permitido: sus datos envejecen y los demás no ven sus cambios. Replique ahora; si falla, avise a su administrador.</translation>
    </message>
    <message>
        <source>%1 %2 — replicate now?</source>
        <translation>%1 %2 — ¿replicar ahora?</translation>
    </message>
    <message>
        <source>Replicating %1: %2</source>
        <translation>Replicando %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: replication finished, %n table(s).</source>
        <translation>
            <numerusform>%1: replicación terminada, %n tabla.</numerusform>
            <numerusform>%1: replicación terminada, %n tablas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: replication failed: %2</source>
        <translation>%1: la replicación falló: %2</translation>
    </message>
    <message>
        <source>The administration window cannot open: its program (jgreplicate) is neither beside this one (%1) nor on the PATH. Install the jgreplicate package, or start the window yourself.</source>
        <translation>La ventana de administración no puede abrirse: su programa (jgreplicate) no está junto a este (%1) ni en el PATH. Instale el paquete jgreplicate o inicie la ventana usted mismo.</translation>
    </message>
    <message>
        <source>The administration window cannot open: %1 did not start (%2).</source>
        <translation>La ventana de administración no puede abrirse: %1 no se inició (%2).</translation>
    </message>
</context>
</TS>
