<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>found</source>
        <translation>vorhanden</translation>
    </message>
    <message>
        <source>missing (install %1)</source>
        <translation>fehlt (Paket %1 installieren)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;JGReplicate %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Replicates chosen tables between sites that work offline on their own database and a primary: the owner of a row wins, any site may fill a blank.&lt;/p&gt;&lt;p&gt;License: MIT.&lt;/p&gt;&lt;p&gt;Database drivers on this machine:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;Manuals: &lt;a href=&quot;%3&quot;&gt;%4&lt;/a&gt; (README, ADMINISTRATION, CLI, PROTOCOL, SCHEMA) and &lt;tt&gt;man jgreplicate-cli&lt;/tt&gt;; every operation also runs from &lt;tt&gt;jgreplicate-cli&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;JGReplicate %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Repliziert ausgewählte Tabellen zwischen Standorten, die offline mit ihrer eigenen Datenbank arbeiten, und einem Primärserver: der Eigentümer einer Zeile gewinnt, jeder Standort darf ein leeres Feld füllen.&lt;/p&gt;&lt;p&gt;Lizenz: MIT.&lt;/p&gt;&lt;p&gt;Datenbanktreiber auf diesem Rechner:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;Handbücher: &lt;a href=&quot;%3&quot;&gt;%4&lt;/a&gt; (README, ADMINISTRATION, CLI, PROTOCOL, SCHEMA) und &lt;tt&gt;man jgreplicate-cli&lt;/tt&gt;; jede Funktion gibt es auch in &lt;tt&gt;jgreplicate-cli&lt;/tt&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>init-primary needs --site-name NAME.</source>
        <translation>init-primary braucht --site-name NAME.</translation>
    </message>
    <message>
        <source>Master primary site %1 &quot;%2&quot; created in %3.</source>
        <translation>Master-Primärserver Standort %1 „%2“ in %3 angelegt.</translation>
    </message>
    <message>
        <source>prepare-table takes exactly one TABLE.</source>
        <translation>prepare-table erwartet genau eine TABELLE.</translation>
    </message>
    <message>
        <source>--reference takes COL=TABLE, not &quot;%1&quot;.</source>
        <translation>--reference erwartet SPALTE=TABELLE, nicht „%1“.</translation>
    </message>
    <message>
        <source>Table %1 is ready for replication.</source>
        <translation>Tabelle %1 ist bereit für die Replikation.</translation>
    </message>
    <message>
        <source>add-table takes exactly one TABLE.</source>
        <translation>add-table erwartet genau eine TABELLE.</translation>
    </message>
    <message>
        <source>%1 takes exactly one TABLE.</source>
        <translation>%1 erwartet genau eine TABELLE.</translation>
    </message>
    <message>
        <source>Table %1 %2.</source>
        <translation>Tabelle %1 %2.</translation>
    </message>
    <message>
        <source>usage: allow-mismatch SITE (a site number).</source>
        <translation>Aufruf: allow-mismatch STANDORT (eine Standortnummer).</translation>
    </message>
    <message>
        <source>Site %1 may replicate once although its marks do not match.</source>
        <translation>Standort %1 darf einmal replizieren, obwohl seine Marken nicht passen.</translation>
    </message>
    <message>
        <source>%1 sites reported to the administrator (overdue or failing).</source>
        <translation>%1 Standorte dem Administrator gemeldet (überfällig oder fehlschlagend).</translation>
    </message>
    <message>
        <source>--retention-days is a whole number of 1 or more.</source>
        <translation>--retention-days ist eine ganze Zahl ab 1.</translation>
    </message>
    <message>
        <source>removed kill record: %1 row %2</source>
        <translation>Löschvermerk entfernt: %1 Zeile %2</translation>
    </message>
    <message>
        <source>%1 kill records removed (older than %2; held back by %3).</source>
        <translation>%1 Löschvermerke entfernt (älter als %2; zurückgehalten durch %3).</translation>
    </message>
    <message>
        <source>Passphrase for the encrypted password file: </source>
        <translation>Passphrase der verschlüsselten Passwortdatei: </translation>
    </message>
    <message>
        <source>No open conflicts on rows this site owns.</source>
        <translation>Keine offenen Konflikte bei Zeilen dieses Standorts.</translation>
    </message>
    <message>
        <source>%1  %2 row %3 %4: %5 at site %6: &quot;%7&quot;, kept &quot;%8&quot; (%9)</source>
        <translation>%1  %2 Zeile %3 %4: %5 an Standort %6: „%7“, behalten „%8“ (%9)</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>usage: conflicts %1 ID (see conflicts list).</source>
        <translation>Aufruf: conflicts %1 ID (siehe conflicts list).</translation>
    </message>
    <message>
        <source>Conflict %1: the refused value is written; it travels with the next session.</source>
        <translation>Konflikt %1: Der abgelehnte Wert ist geschrieben; er wird mit der nächsten Sitzung übertragen.</translation>
    </message>
    <message>
        <source>Conflict %1 dismissed.</source>
        <translation>Konflikt %1 verworfen.</translation>
    </message>
    <message>
        <source>usage: conflicts purge --older-than DAYS (1 or more). Only decided conflicts are removed; open ones are kept.</source>
        <translation>Aufruf: conflicts purge --older-than TAGE (ab 1). Nur entschiedene Konflikte werden entfernt; offene bleiben.</translation>
    </message>
    <message>
        <source>removed %1  %2 row %3 %4: &quot;%5&quot; (%6)</source>
        <translation>entfernt %1  %2 Zeile %3 %4: „%5“ (%6)</translation>
    </message>
    <message>
        <source>%1 decided conflicts older than %2 days removed.</source>
        <translation>%1 entschiedene Konflikte, älter als %2 Tage, entfernt.</translation>
    </message>
    <message>
        <source>usage: conflicts list [--json] [--all] [--table T] [--site N] | take ID | dismiss ID | purge --older-than DAYS</source>
        <translation>Aufruf: conflicts list [--json] [--all] [--table T] [--site N] | take ID | dismiss ID | purge --older-than TAGE</translation>
    </message>
    <message>
        <source>usage: credentials set local|primary|smtp (the password is read from standard input).</source>
        <translation>Aufruf: credentials set local|primary|smtp (das Passwort wird von der Standardeingabe gelesen).</translation>
    </message>
    <message>
        <source>%1 has no [primary] section.</source>
        <translation>%1 hat keinen Abschnitt [primary].</translation>
    </message>
    <message>
        <source>Unknown section &quot;%1&quot;: use local, primary or smtp.</source>
        <translation>Unbekannter Abschnitt „%1“: local, primary oder smtp verwenden.</translation>
    </message>
    <message>
        <source>Password for [%1]: </source>
        <translation>Passwort für [%1]: </translation>
    </message>
    <message>
        <source>No password given on standard input.</source>
        <translation>Kein Passwort auf der Standardeingabe.</translation>
    </message>
    <message>
        <source>Password for [%1] stored (%2).</source>
        <translation>Passwort für [%1] abgelegt (%2).</translation>
    </message>
    <message>
        <source>%1: started</source>
        <translation>%1: gestartet</translation>
    </message>
    <message>
        <source>%1: failed</source>
        <translation>%1: fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: done in %2 s; pulled %3 new, %4 changed, %5 deleted; pushed %6 new, %7 changed, %8 deleted</source>
        <translation>%1: fertig in %2 s; geholt %3 neu, %4 geändert, %5 gelöscht; gesendet %6 neu, %7 geändert, %8 gelöscht</translation>
    </message>
    <message>
        <source>schema update waiting: %1</source>
        <translation>wartende Schemaänderung: %1</translation>
    </message>
    <message>
        <source>%1: would receive %2 new, %3 changed, %4 deleted; send %5 new, %6 changed, %7 deleted</source>
        <translation>%1: würde %2 neue, %3 geänderte, %4 gelöschte empfangen; %5 neue, %6 geänderte, %7 gelöschte senden</translation>
    </message>
    <message>
        <source>conflict: %1 row %2 %3: &quot;%4&quot; would give way to &quot;%5&quot;</source>
        <translation>Konflikt: %1 Zeile %2 %3: „%4“ würde „%5“ weichen</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation>Probelauf: Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Enrolled as secondary primary %1 &quot;%2&quot;, with site numbers %3-%4 to hand out. Run `replicate` here before its sites join, so that it has the tables.</source>
        <translation>Als sekundärer Primärserver %1 „%2“ eingetragen, mit den Standortnummern %3–%4 zur Vergabe. Führen Sie hier `replicate` aus, bevor seine Standorte beitreten, damit er die Tabellen hat.</translation>
    </message>
    <message>
        <source>Joined: this is site %1 &quot;%2&quot;.</source>
        <translation>Beigetreten: Dies ist Standort %1 „%2“.</translation>
    </message>
    <message>
        <source>usage: set-owner TABLE JG_UNIQUE_ID SITE</source>
        <translation>Aufruf: set-owner TABELLE JG_UNIQUE_ID STANDORT</translation>
    </message>
    <message>
        <source>JG_UNIQUE_ID and SITE must be whole numbers.</source>
        <translation>JG_UNIQUE_ID und STANDORT müssen ganze Zahlen sein.</translation>
    </message>
    <message>
        <source>Row %1 of %2 now belongs to site %3; it travels with the next session.</source>
        <translation>Zeile %1 von %2 gehört jetzt Standort %3; das wird mit der nächsten Sitzung übertragen.</translation>
    </message>
    <message>
        <source>Unknown option %1 (see --help).</source>
        <translation>Unbekannte Option %1 (siehe --help).</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot; (see --help).</source>
        <translation>Unbekannter Befehl „%1“ (siehe --help).</translation>
    </message>
    <message>
        <source>usage: report NAME [--format html|csv|pdf] [--out FILE]; NAME is one of: %1.</source>
        <translation>Aufruf: report NAME [--format html|csv|pdf] [--out DATEI]; NAME ist einer von: %1.</translation>
    </message>
    <message>
        <source>Unknown report &quot;%1&quot;; the reports are: %2.</source>
        <translation>Unbekannter Bericht „%1“; die Berichte sind: %2.</translation>
    </message>
    <message>
        <source>--format is html, csv or pdf, not &quot;%1&quot;.</source>
        <translation>--format ist html, csv oder pdf, nicht „%1“.</translation>
    </message>
    <message>
        <source>A PDF report needs --out FILE.</source>
        <translation>Ein PDF-Bericht braucht --out DATEI.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Report %1 written to %2.</source>
        <translation>Bericht %1 in %2 geschrieben.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Schema update %1 recorded: %2. Sites apply it when they next replicate.</source>
        <translation>Schemaänderung %1 eingetragen: %2. Die Standorte wenden sie bei ihrer nächsten Replikation an.</translation>
    </message>
    <message>
        <source>... and %1 more conflicts, not listed</source>
        <translation>... und %1 weitere Konflikte, nicht aufgeführt</translation>
    </message>
    <message>
        <source>--site-number must be a whole number from %1.</source>
        <translation>--site-number muss eine ganze Zahl von %1 sein.</translation>
    </message>
    <message>
        <source>Make the [local] database the master primary.</source>
        <translation>Macht die Datenbank aus [local] zum Master-Primärserver.</translation>
    </message>
    <message>
        <source>Add the replication columns, indexes and triggers to a table of the [local] database.</source>
        <translation>Fügt einer Tabelle der Datenbank aus [local] die Replikationsspalten, Indizes und Trigger hinzu.</translation>
    </message>
    <message>
        <source>(On a primary) replicate a prepared table, or change how it replicates.</source>
        <translation>(Auf einem Primärserver) eine vorbereitete Tabelle replizieren oder ändern, wie sie repliziert wird.</translation>
    </message>
    <message>
        <source>Stop replicating a table (its T record&apos;s process becomes N).</source>
        <translation>Beendet die Replikation einer Tabelle (process ihres T-Satzes wird N).</translation>
    </message>
    <message>
        <source>Replicate a suspended table again.</source>
        <translation>Repliziert eine ausgesetzte Tabelle wieder.</translation>
    </message>
    <message>
        <source>(On a primary) let a site restored from a backup replicate once although its marks do not match.</source>
        <translation>(Auf einem Primärserver) lässt einen aus einer Sicherung wiederhergestellten Standort einmal replizieren, obwohl seine Marken nicht passen.</translation>
    </message>
    <message>
        <source>This site: number, role, last success, overdue state, tables and marks, open errors.</source>
        <translation>Dieser Standort: Nummer, Rolle, letzter Erfolg, Verzugsstatus, Tabellen und Marken, offene Fehler.</translation>
    </message>
    <message>
        <source>(On a primary) remove kill records that every site has replicated past.</source>
        <translation>(Auf einem Primärserver) entfernt Löschsätze, über die alle Standorte hinaus repliziert haben.</translation>
    </message>
    <message>
        <source>Show this command&apos;s options.</source>
        <translation>Zeigt die Optionen dieses Befehls.</translation>
    </message>
    <message>
        <source>Usage: jgreplicate-cli [--config FILE] %1

%2
</source>
        <translation>Aufruf: jgreplicate-cli [--config DATEI] %1

%2
</translation>
    </message>
    <message>
        <source>The conflict inbox: values replication refused on rows this site owns; take or dismiss them.</source>
        <translation>Der Konflikteingang: Werte, die die Replikation in Zeilen dieses Standorts abgewiesen hat; übernehmen oder verwerfen.</translation>
    </message>
    <message>
        <source>Store the password of an INI section, read from standard input, where its password_source says.</source>
        <translation>Speichert das Passwort eines INI-Abschnitts, von der Standardeingabe gelesen, dort, wo dessen password_source es angibt.</translation>
    </message>
    <message>
        <source>Take a site number from the [primary] and create this site&apos;s records.</source>
        <translation>Holt eine Standortnummer vom [primary] und legt die Sätze dieses Standorts an.</translation>
    </message>
    <message>
        <source>Enroll the [local] database as a secondary primary under the master in [primary].</source>
        <translation>Trägt die Datenbank aus [local] als sekundären Primärserver unter dem Master in [primary] ein.</translation>
    </message>
    <message>
        <source>Run one replication session with the primary (a site without a number joins first).</source>
        <translation>Führt eine Replikationssitzung mit dem Primärserver aus (ein Standort ohne Nummer tritt zuerst bei).</translation>
    </message>
    <message>
        <source>Hand a row to another site.</source>
        <translation>Übergibt eine Zeile an einen anderen Standort.</translation>
    </message>
    <message>
        <source>Compare this site&apos;s replicated tables with the primary&apos;s (exit 0 identical, 1 different).</source>
        <translation>Vergleicht die replizierten Tabellen dieses Standorts mit denen des Primärservers (Exit 0 gleich, 1 verschieden).</translation>
    </message>
    <message>
        <source>Build a demo: a master primary and two sites on SQLite, each replicated once.</source>
        <translation>Baut eine Demo: ein Master-Primärserver und zwei Standorte auf SQLite, jeder einmal repliziert.</translation>
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
        <translation>Aufruf: jgreplicate-cli [--config DATEI] BEFEHL [Optionen]

Repliziert Tabellen zwischen der Datenbank dieses Standorts und seinem Primärserver (das JGuiGen-Verfahren).

Optionen:
  --config DATEI  Standortkonfiguration (Standard: $XDG_CONFIG_HOME/jgreplicate/site.ini)
  --version       Version ausgeben
  --help          diese Hilfe ausgeben (BEFEHL --help: die Optionen des Befehls)

Befehle:
</translation>
    </message>
    <message>
        <source>
Exit codes: 0 ok, 1 failure, 2 usage or configuration, 3 unreachable, 4 busy or locked, 5 clone suspected, 6 schema mismatch, 7 schema update failed, 8 cancelled.
</source>
        <translation>
Exit-Codes: 0 ok, 1 Fehler, 2 Aufruf oder Konfiguration, 3 nicht erreichbar, 4 beschäftigt oder gesperrt, 5 Klon vermutet, 6 Schema weicht ab, 7 Schemaänderung fehlgeschlagen, 8 abgebrochen.
</translation>
    </message>
    <message>
        <source>Write a standard report: master, sites, tables, updates, errors, logs or health.</source>
        <translation>Schreibt einen Standardbericht: master, sites, tables, updates, errors, logs oder health.</translation>
    </message>
    <message>
        <source>(On the master primary) change a replicated table everywhere: here at once, at each site in its next session.</source>
        <translation>(Auf dem Master-Primärserver) ändert eine replizierte Tabelle überall: hier sofort, an jedem Standort in seiner nächsten Sitzung.</translation>
    </message>
    <message>
        <source>Give --blank-fill or --no-blank-fill, not both.</source>
        <translation>Geben Sie --blank-fill oder --no-blank-fill an, nicht beides.</translation>
    </message>
    <message>
        <source>--order must be a whole number of 0 or more.</source>
        <translation>--order muss eine ganze Zahl ab 0 sein.</translation>
    </message>
    <message>
        <source>download only (D)</source>
        <translation>nur herunterladen (D)</translation>
    </message>
    <message>
        <source>upload only (U)</source>
        <translation>nur hochladen (U)</translation>
    </message>
    <message>
        <source>full (F)</source>
        <translation>vollständig (F)</translation>
    </message>
    <message>
        <source>Table %1: type %2, order %3, blank fill %4, %5.</source>
        <translation>Tabelle %1: Typ %2, Reihenfolge %3, Auffüllen leerer Felder %4, %5.</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>suspended (resume-table resumes it)</source>
        <translation>ausgesetzt (resume-table nimmt sie wieder auf)</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>repliziert</translation>
    </message>
    <message>
        <source>--batch-size must be a whole number from 1 to %1, not &quot;%2&quot;.</source>
        <translation>--batch-size muss eine ganze Zahl von 1 bis %1 sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>Replicate with the primary now in [primary] from here on (a site moved to another primary, or its primary replaced).</source>
        <translation>Ab jetzt mit dem Primärstandort in [primary] replizieren (ein Standort, der zu einem anderen Primärstandort umgezogen ist, oder dessen Primärstandort ersetzt wurde).</translation>
    </message>
    <message>
        <source>resync needs --table T.</source>
        <translation>resync braucht --table T.</translation>
    </message>
    <message>
        <source>(On a site) take every row of a table from the primary again in the next session (data scrambled here).</source>
        <translation>(Auf einem Standort) in der nächsten Sitzung jede Zeile einer Tabelle erneut vom Primärstandort übernehmen (hier verfälschte Daten).</translation>
    </message>
    <message>
        <source>Enrolled as the standby (site %1) &quot;%2&quot;: it downloads every table and never sends. Schedule `replicate` here.</source>
        <translation>Als Bereitschaftskopie (Standort %1) „%2“ eingetragen: sie lädt jede Tabelle herunter und sendet nie. Planen Sie hier `replicate` ein.</translation>
    </message>
    <message>
        <source>Enroll the [local] database as the standby (site -99) of the [primary]: a copy that only downloads.</source>
        <translation>Die [local]-Datenbank als Bereitschaftskopie (Standort -99) des [primary] eintragen: eine Kopie, die nur herunterlädt.</translation>
    </message>
    <message>
        <source>Make this site or standby the master primary after the old one was lost.</source>
        <translation>Diesen Standort oder diese Bereitschaftskopie zum Master-Primärstandort machen, nachdem der alte verloren ging.</translation>
    </message>
    <message numerus="yes">
        <source>Site %1 replicated %n table(s).</source>
        <translation>
            <numerusform>Standort %1 hat %n Tabelle repliziert.</numerusform>
            <numerusform>Standort %1 hat %n Tabellen repliziert.</numerusform>
        </translation>
    </message>
    <message>
        <source>pulling</source>
        <translation>holt</translation>
    </message>
    <message>
        <source>pushing</source>
        <translation>sendet</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>%1: cancelled, rolled back; the next session resumes it</source>
        <translation>%1: abgebrochen und zurückgerollt; die nächste Sitzung setzt sie fort</translation>
    </message>
    <message numerus="yes">
        <source>; %n change(s) made here put back</source>
        <translation>
            <numerusform>; %n hier gemachte Änderung zurückgesetzt</numerusform>
            <numerusform>; %n hier gemachte Änderungen zurückgesetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>subset --list takes no TABLE.</source>
        <translation>subset --list nimmt keine TABELLE.</translation>
    </message>
    <message>
        <source>usage: subset TABLE --all | --owned | --match COLUMN=ATTRIBUTE ..., or subset --list.</source>
        <translation>Aufruf: subset TABELLE --all | --owned | --match SPALTE=ATTRIBUT ... oder subset --list.</translation>
    </message>
    <message>
        <source>--match takes COLUMN=ATTRIBUTE, not &quot;%1&quot;.</source>
        <translation>--match erwartet SPALTE=ATTRIBUT, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>usage: site-attribute SITE NAME VALUE, site-attribute SITE NAME --remove, or site-attribute SITE (lists them).</source>
        <translation>Aufruf: site-attribute STANDORT NAME WERT, site-attribute STANDORT NAME --remove oder site-attribute STANDORT (listet sie auf).</translation>
    </message>
    <message>
        <source>(On the master primary) which rows of a table each site holds, with every row they reference; --list shows every table&apos;s rule.</source>
        <translation>(Auf dem Master-Primary) welche Zeilen einer Tabelle jeder Standort hält, mit jeder Zeile, auf die sie verweisen; --list zeigt die Regel jeder Tabelle.</translation>
    </message>
    <message>
        <source>(On a primary) set, remove or list a site&apos;s attributes, which subset --match rules compare with.</source>
        <translation>(Auf einem Primary) die Attribute eines Standorts setzen, entfernen oder auflisten, mit denen subset --match-Regeln vergleichen.</translation>
    </message>
    <message>
        <source>would remove %1 rows here that leave this site&apos;s subset (not at the primary or any other site)</source>
        <translation>würde hier %1 Zeilen entfernen, die die Teilmenge dieses Standorts verlassen (nicht am Primärstandort oder an einem anderen Standort)</translation>
    </message>
    <message>
        <source>Take a new site number from the [primary], which gave this site&apos;s number to another database, and send this site&apos;s own rows again under it.</source>
        <translation>Eine neue Standortnummer vom [primary] holen, der die Nummer dieses Standorts einer anderen Datenbank gegeben hat, und die eigenen Zeilen dieses Standorts unter ihr erneut senden.</translation>
    </message>
    <message>
        <source>Sites hold its columns as:</source>
        <translation>Standorte halten ihre Spalten so:</translation>
    </message>
    <message>
        <source>Its foreign key %1 → %2 is a reference: it points to the same row at every site.</source>
        <translation>Ihr Fremdschlüssel %1 → %2 ist ein Verweis: Er zeigt an jedem Standort auf dieselbe Zeile.</translation>
    </message>
    <message>
        <source>Column %1 is given as --reference and --no-reference: give one of them.</source>
        <translation>Spalte %1 ist bei --reference und bei --no-reference angegeben: Geben Sie nur eines davon an.</translation>
    </message>
    <message>
        <source>Its foreign key %1 → %2 is not a reference: %3.</source>
        <translation>Ihr Fremdschlüssel %1 → %2 ist keine Referenz: %3.</translation>
    </message>
    <message>
        <source>Its rows include those of the tables that inherit from it (%1): replicate it alone, and theirs travel with it.</source>
        <translation>Ihre Zeilen schließen die der Tabellen ein, die von ihr erben (%1): Replizieren Sie sie allein, deren Zeilen reisen mit.</translation>
    </message>
    <message>
        <source>It inherits from %1, whose rows include its own: replicate one of the two, not both.</source>
        <translation>Sie erbt von %1, deren Zeilen ihre eigenen einschließen: Replizieren Sie eine der beiden, nicht beide.</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>never replicated</source>
        <translation>nie repliziert</translation>
    </message>
    <message>
        <source>last replicated %1 ago</source>
        <translation>zuletzt vor %1 repliziert</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>The subset of %1 matches on nothing: give at least one --match COLUMN=ATTRIBUTE.</source>
        <translation>Die Teilmenge von %1 vergleicht nichts: Geben Sie mindestens ein --match SPALTE=ATTRIBUT an.</translation>
    </message>
    <message>
        <source>%1 has no column %2 that a subset can match on. Its columns: %3.</source>
        <translation>%1 hat keine Spalte %2, nach der eine Teilmenge auswählen kann. Ihre Spalten: %3.</translation>
    </message>
    <message>
        <source>site attribute</source>
        <translation>Standortattribut</translation>
    </message>
    <message>
        <source>The primary is behind site %1: it has no record of this site, which finished sessions with it. It has lost commits this site saw succeed: it failed over to a standby that had not received them, or was restored from a backup. Nothing was changed here; the primary keeps site number %1 taken. Run `jgreplicate-cli move-to-primary --again` here and replicate: the session compares every row with the primary both ways and sends what it lacks.</source>
        <translation>Der Primärserver ist hinter Standort %1: Er kennt diesen Standort nicht, der Sitzungen mit ihm abgeschlossen hat. Ihm fehlen Commits, die dieser Standort gelingen sah: Er ist auf einen Standby umgeschaltet worden, der sie nicht erhalten hatte, oder wurde aus einer Sicherung wiederhergestellt. Hier wurde nichts geändert; der Primärserver hält die Standortnummer %1 als vergeben. Führen Sie hier `jgreplicate-cli move-to-primary --again` aus und replizieren Sie: Die Sitzung vergleicht jede Zeile in beide Richtungen mit dem Primärserver und sendet, was ihm fehlt.</translation>
    </message>
    <message>
        <source>The connection to the server was lost (it stopped, failed over, or the network failed); replicate again when it is back: the next session resumes.</source>
        <translation>Die Verbindung zum Server ist verloren gegangen (er wurde beendet, auf einen anderen umgeschaltet, oder das Netz fiel aus); replizieren Sie erneut, wenn er wieder da ist: Die nächste Sitzung setzt fort.</translation>
    </message>
    <message>
        <source>The primary is behind site %1: its copy of this site&apos;s last mark (%2) is older than every mark this site holds (the newest %3). It has lost commits this site saw succeed: it failed over to a standby that had not received them, or was restored from a backup. Nothing was changed. Run `jgreplicate-cli move-to-primary --again` here and replicate: the session compares every row with the primary both ways and sends what it lacks.</source>
        <translation>Der Primärserver ist hinter Standort %1: Seine Kopie der letzten Marke dieses Standorts (%2) ist älter als jede Marke, die dieser Standort hält (die neueste %3). Ihm fehlen Commits, die dieser Standort gelingen sah: Er ist auf einen Standby umgeschaltet worden, der sie nicht erhalten hatte, oder wurde aus einer Sicherung wiederhergestellt. Nichts wurde geändert. Führen Sie hier `jgreplicate-cli move-to-primary --again` aus und replizieren Sie: Die Sitzung vergleicht jede Zeile in beide Richtungen mit dem Primärserver und sendet, was ihm fehlt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server: %2 Write HOST or HOST:PORT, separated by commas (an IPv6 address in brackets).</source>
        <translation>„%1“ ist kein Server: %2 HOST oder HOST:PORT schreiben, durch Kommas getrennt (eine IPv6-Adresse in eckigen Klammern).</translation>
    </message>
    <message>
        <source>the list has an empty entry.</source>
        <translation>die Liste hat einen leeren Eintrag.</translation>
    </message>
    <message>
        <source>the bracket is not closed.</source>
        <translation>die eckige Klammer ist nicht geschlossen.</translation>
    </message>
    <message>
        <source>a port follows a colon.</source>
        <translation>ein Port folgt auf einen Doppelpunkt.</translation>
    </message>
    <message>
        <source>the port is missing.</source>
        <translation>der Port fehlt.</translation>
    </message>
    <message>
        <source>an IPv6 address goes in brackets.</source>
        <translation>eine IPv6-Adresse gehört in eckige Klammern.</translation>
    </message>
    <message>
        <source>the host name is empty or has a space, quote, backslash, = or ;.</source>
        <translation>der Hostname ist leer oder enthält ein Leerzeichen, Anführungszeichen, einen Backslash, = oder ;.</translation>
    </message>
    <message>
        <source>the port is not 1 to 65535.</source>
        <translation>der Port liegt nicht zwischen 1 und 65535.</translation>
    </message>
    <message>
        <source>it is listed twice.</source>
        <translation>er steht zweimal in der Liste.</translation>
    </message>
    <message>
        <source>The %1 database (%2) is a Galera cluster of %3 nodes, but the [%1] section names %4 of them: a session could not see the transactions open on the others, and could miss their rows. Name every node with hosts=.</source>
        <translation>Die Datenbank %1 (%2) ist ein Galera-Cluster mit %3 Knoten, aber der Abschnitt [%1] nennt %4 davon: eine Sitzung sähe die auf den anderen offenen Transaktionen nicht und könnte deren Zeilen verpassen. Nennen Sie jeden Knoten mit hosts=.</translation>
    </message>
    <message>
        <source>The cluster gives its nodes as %1.</source>
        <translation>Der Cluster nennt seine Knoten als %1.</translation>
    </message>
    <message>
        <source>The %1 database did not list its open transactions after taking a mark.</source>
        <translation>Die Datenbank %1 hat nach dem Setzen einer Marke ihre offenen Transaktionen nicht aufgelistet.</translation>
    </message>
    <message>
        <source>served by %1 of the %2&apos;s hosts= list</source>
        <translation>bedient von %1 aus der hosts=-Liste von %2</translation>
    </message>
    <message>
        <source>%1: the server is read-only.</source>
        <translation>%1: der Server ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>%1: the node is not ready (wsrep_ready is OFF: it is not part of the cluster&apos;s primary component).</source>
        <translation>%1: der Knoten ist nicht bereit (wsrep_ready ist OFF: er gehört nicht zur primären Komponente des Clusters).</translation>
    </message>
    <message>
        <source>No server of the %1 database&apos;s hosts= list accepts a session:
%2
Start a server of the list, or check the [%1] section of the configuration.</source>
        <translation>Kein Server der hosts=-Liste der Datenbank %1 nimmt eine Sitzung an:
%2
Einen Server der Liste starten oder den Abschnitt [%1] der Konfiguration prüfen.</translation>
    </message>
    <message>
        <source>a %1 database is a file: remove hosts=.</source>
        <translation>eine %1-Datenbank ist eine Datei: hosts= entfernen.</translation>
    </message>
    <message>
        <source>give either hosts= or host= and port=, not both: remove host= and port=.</source>
        <translation>entweder hosts= oder host= und port= angeben, nicht beides: host= und port= entfernen.</translation>
    </message>
    <message>
        <source>Site %1</source>
        <translation>Standort %1</translation>
    </message>
    <message>
        <source>Site %1 (%2)</source>
        <translation>Standort %1 (%2)</translation>
    </message>
    <message>
        <source>The encrypted password file needs a passphrase: set JGR_PASSPHRASE or run on a terminal.</source>
        <translation>Die verschlüsselte Passwortdatei braucht eine Passphrase: JGR_PASSPHRASE setzen oder in einem Terminal ausführen.</translation>
    </message>
    <message>
        <source>No password for [%1] in %2: store one with `jgreplicate-cli credentials set %1`.</source>
        <translation>Kein Passwort für [%1] in %2: mit `jgreplicate-cli credentials set %1` ablegen.</translation>
    </message>
    <message>
        <source>Cannot decrypt the password for [%1] in %2: wrong passphrase (JGR_PASSPHRASE) or a damaged file.</source>
        <translation>Das Passwort für [%1] in %2 lässt sich nicht entschlüsseln: falsche Passphrase (JGR_PASSPHRASE) oder beschädigte Datei.</translation>
    </message>
    <message>
        <source>No random numbers from OpenSSL.</source>
        <translation>OpenSSL liefert keine Zufallszahlen.</translation>
    </message>
    <message>
        <source>Encrypting the password failed (OpenSSL).</source>
        <translation>Das Verschlüsseln des Passworts ist fehlgeschlagen (OpenSSL).</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The keyring did not answer within %1 s (is it unlocked?).</source>
        <translation>Der Schlüsselbund hat nicht binnen %1 s geantwortet (ist er entsperrt?).</translation>
    </message>
    <message>
        <source>No password stored in the keyring for %1: store one with `jgreplicate-cli credentials set`.</source>
        <translation>Kein Passwort im Schlüsselbund für %1: mit `jgreplicate-cli credentials set` ablegen.</translation>
    </message>
    <message>
        <source>The keyring failed: %1</source>
        <translation>Der Schlüsselbund meldet einen Fehler: %1</translation>
    </message>
    <message>
        <source>Kill records are purged on a primary; %1 is not one.</source>
        <translation>Löschvermerke werden auf einem Primärserver bereinigt; %1 ist keiner.</translation>
    </message>
    <message>
        <source>Record %1 no longer exists.</source>
        <translation>Datensatz %1 existiert nicht mehr.</translation>
    </message>
    <message>
        <source>The %1 database (%2) has no jgreplicate table: run init-primary or join first.</source>
        <translation>Die Datenbank %1 (%2) hat keine Tabelle jgreplicate: zuerst init-primary oder join ausführen.</translation>
    </message>
    <message>
        <source>The %1 database has no M record: run init-primary or join first.</source>
        <translation>Die Datenbank %1 hat keinen M-Datensatz: zuerst init-primary oder join ausführen.</translation>
    </message>
    <message>
        <source>This is not a primary (M primary_site is blank): tables are added on the primary and reach sites by replication.</source>
        <translation>Dies ist kein Primärserver (M primary_site ist leer): Tabellen werden auf dem Primärserver hinzugefügt und erreichen die Standorte durch Replikation.</translation>
    </message>
    <message>
        <source>The %1 database already has an M record (site %2, &quot;%3&quot;); nothing was changed.</source>
        <translation>Die Datenbank %1 hat bereits einen M-Datensatz (Standort %2, „%3“); nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Unknown replication type &quot;%1&quot;: use F, D or U.</source>
        <translation>Unbekannte Replikationsart „%1“: F, D oder U verwenden.</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; is not prepared here: run prepare-table %1 first.</source>
        <translation>Tabelle „%1“ ist hier nicht vorbereitet: zuerst prepare-table %1 ausführen.</translation>
    </message>
    <message>
        <source>No S record for site %1 on this primary.</source>
        <translation>Kein S-Datensatz für Standort %1 auf diesem Primärserver.</translation>
    </message>
    <message>
        <source>No T record for table &quot;%1&quot; here.</source>
        <translation>Kein T-Datensatz für Tabelle „%1“ hier.</translation>
    </message>
    <message>
        <source>The local database (%1) is not a JGReplicate site yet: run init-primary or join.</source>
        <translation>Die lokale Datenbank (%1) ist noch kein JGReplicate-Standort: init-primary oder join ausführen.</translation>
    </message>
    <message>
        <source>The local database has no M record: run init-primary or join.</source>
        <translation>Die lokale Datenbank hat keinen M-Datensatz: init-primary oder join ausführen.</translation>
    </message>
    <message>
        <source>Site %1 &quot;%2&quot; (%3, %4)
</source>
        <translation>Standort %1 „%2“ (%3, %4)
</translation>
    </message>
    <message>
        <source>Sessions: %1 started, %2 finished, %3 failed in a row
</source>
        <translation>Sitzungen: %1 begonnen, %2 beendet, %3 in Folge fehlgeschlagen
</translation>
    </message>
    <message>
        <source>Tables: %1
</source>
        <translation>Tabellen: %1
</translation>
    </message>
    <message>
        <source>Open errors: %1
</source>
        <translation>Offene Fehler: %1
</translation>
    </message>
    <message>
        <source>Unknown table &quot;%1&quot; in the %2 database (%3).</source>
        <translation>Unbekannte Tabelle „%1“ in der Datenbank %2 (%3).</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; has no column &quot;%2&quot; for --row-id.</source>
        <translation>Tabelle „%1“ hat keine Spalte „%2“ für --row-id.</translation>
    </message>
    <message>
        <source>The row id column %1.%2 must be an integer column, not %3.</source>
        <translation>Die Zeilen-ID-Spalte %1.%2 muss eine Ganzzahlspalte sein, nicht %3.</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; has no column &quot;%2&quot; for --reference.</source>
        <translation>Tabelle „%1“ hat keine Spalte „%2“ für --reference.</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; has no column &quot;%2&quot; for --local-only.</source>
        <translation>Tabelle „%1“ hat keine Spalte „%2“ für --local-only.</translation>
    </message>
    <message>
        <source>Column %1.%2 exists as %3 but replication needs a %4 column there.</source>
        <translation>Spalte %1.%2 existiert als %3, die Replikation braucht dort aber eine Spalte vom Typ %4.</translation>
    </message>
    <message>
        <source>Unknown database driver &quot;%1&quot; for %2: use one of %3.</source>
        <translation>Unbekannter Datenbanktreiber „%1“ für %2: einen von %3 verwenden.</translation>
    </message>
    <message>
        <source>Cannot connect to the %1 database (%2): %3. Check the [%1] section of the configuration and the server.</source>
        <translation>Keine Verbindung zur Datenbank %1 (%2): %3. Prüfen Sie den Abschnitt [%1] der Konfiguration und den Server.</translation>
    </message>
    <message>
        <source>Preparing a statement</source>
        <translation>Vorbereiten einer Anweisung</translation>
    </message>
    <message>
        <source>Invalid %1 name &quot;%2&quot;: use letters, digits and underscores only, starting with a letter, at most %3 characters.</source>
        <translation>Ungültiger Name (%1) „%2“: nur Buchstaben, Ziffern und Unterstriche, beginnend mit einem Buchstaben, höchstens %3 Zeichen.</translation>
    </message>
    <message>
        <source>Cannot read the server clock: %1</source>
        <translation>Die Uhr des Servers lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>Cannot read open transactions (SHOW ENGINE INNODB STATUS needs the PROCESS privilege): %1</source>
        <translation>Offene Transaktionen lassen sich nicht lesen (SHOW ENGINE INNODB STATUS braucht das Recht PROCESS): %1</translation>
    </message>
    <message>
        <source>Unreadable server clock &quot;%1&quot;.</source>
        <translation>Unlesbare Serveruhr „%1“.</translation>
    </message>
    <message>
        <source>Cannot inspect table %1: %2</source>
        <translation>Tabelle %1 lässt sich nicht untersuchen: %2</translation>
    </message>
    <message>
        <source>The PostgreSQL user cannot see other sessions&apos; open transactions, so no safe mark can be taken: GRANT pg_read_all_stats TO the replication user.</source>
        <translation>Der PostgreSQL-Benutzer sieht die offenen Transaktionen anderer Sitzungen nicht, daher kann keine sichere Marke genommen werden: GRANT pg_read_all_stats TO dem Replikationsbenutzer.</translation>
    </message>
    <message>
        <source>Cannot read open transactions: %1</source>
        <translation>Offene Transaktionen lassen sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>The SQLite driver gave no native handle.</source>
        <translation>Der SQLite-Treiber liefert keinen nativen Zugriff.</translation>
    </message>
    <message>
        <source>Identical: %1 rows in %2 tables.
</source>
        <translation>Identisch: %1 Zeilen in %2 Tabellen.
</translation>
    </message>
    <message>
        <source>This database has no M record: join or init-primary first.</source>
        <translation>Diese Datenbank hat keinen M-Datensatz: zuerst join oder init-primary.</translation>
    </message>
    <message>
        <source>There is no conflict %1 here.</source>
        <translation>Hier gibt es keinen Konflikt %1.</translation>
    </message>
    <message>
        <source>Conflict %1 was already %2.</source>
        <translation>Konflikt %1 wurde bereits %2.</translation>
    </message>
    <message>
        <source>Conflict %1 (%2) has no value to take; dismiss it once the reference is resolved.</source>
        <translation>Konflikt %1 (%2) hat keinen Wert zum Übernehmen; verwerfen Sie ihn, sobald der Verweis aufgelöst ist.</translation>
    </message>
    <message>
        <source>Table %1 is not a replicated table here.</source>
        <translation>Tabelle %1 ist hier keine replizierte Tabelle.</translation>
    </message>
    <message>
        <source>Row %1 of %2 is not here (any more).</source>
        <translation>Zeile %1 von %2 ist hier nicht (mehr) vorhanden.</translation>
    </message>
    <message>
        <source>Row %1 of %2 belongs to site %3: only its owner or a primary may take the refused value.</source>
        <translation>Zeile %1 von %2 gehört Standort %3: nur ihr Eigentümer oder ein Primärserver darf den abgelehnten Wert übernehmen.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 lässt sich nicht anlegen.</translation>
    </message>
    <message>
        <source>Head office (demo primary)</source>
        <translation>Zentrale (Demo-Primärserver)</translation>
    </message>
    <message>
        <source>Demo folder: %1</source>
        <translation>Demo-Ordner: %1</translation>
    </message>
    <message>
        <source>Branch %1 (demo site)</source>
        <translation>Filiale %1 (Demo-Standort)</translation>
    </message>
    <message>
        <source>Replicating demo site %1 failed: %2</source>
        <translation>Das Replizieren des Demo-Standorts %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Site %1 joined as site number %2 and replicated %3 tables (%4 rows, %5 statements); compare with the primary: %6.</source>
        <translation>Standort %1 ist als Standortnummer %2 beigetreten und hat %3 Tabellen repliziert (%4 Zeilen, %5 Anweisungen); Vergleich mit dem Primärserver: %6.</translation>
    </message>
    <message>
        <source>Try: jgreplicate-cli --config %1 status</source>
        <translation>Probieren Sie: jgreplicate-cli --config %1 status</translation>
    </message>
    <message>
        <source>The primary (%1) has no jgreplicate table: it is not a JGReplicate primary.</source>
        <translation>Der Primärserver (%1) hat keine Tabelle jgreplicate: er ist kein JGReplicate-Primärserver.</translation>
    </message>
    <message>
        <source>The database in [primary] (%1) is not a primary (no M record with primary_site M or S).</source>
        <translation>Die Datenbank in [primary] (%1) ist kein Primärserver (kein M-Datensatz mit primary_site M oder S).</translation>
    </message>
    <message>
        <source>This site already has site number %1; nothing to join.</source>
        <translation>Dieser Standort hat bereits die Standortnummer %1; nichts beizutreten.</translation>
    </message>
    <message>
        <source>The %1 database returned an unreadable stamp &quot;%2&quot;.</source>
        <translation>Die Datenbank %1 lieferte einen unlesbaren Zeitstempel „%2“.</translation>
    </message>
    <message>
        <source>Checking the other sites for alerts failed: %1</source>
        <translation>Das Prüfen der anderen Standorte auf Alarme ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>This site has no site number yet: joining the primary.</source>
        <translation>Dieser Standort hat noch keine Standortnummer: er tritt dem Primärserver bei.</translation>
    </message>
    <message>
        <source>Waiting for %1 sessions of this primary&apos;s sites to finish.</source>
        <translation>Warte auf das Ende von %1 Sitzungen der Standorte dieses Primärservers.</translation>
    </message>
    <message>
        <source>This secondary primary could not get new site numbers from the master: %1</source>
        <translation>Dieser sekundäre Primärserver konnte keine neuen Standortnummern vom Master holen: %1</translation>
    </message>
    <message>
        <source>The clock of site %1 is %2 minutes %3 the primary&apos;s. Replication does not depend on it, but the times people read in the records do: set this machine&apos;s clock (or enable time synchronisation).</source>
        <translation>Die Uhr von Standort %1 geht %2 Minuten %3 der des Primärservers. Die Replikation hängt nicht davon ab, wohl aber die Zeiten, die Menschen in den Datensätzen lesen: Stellen Sie die Uhr dieses Rechners (oder schalten Sie die Zeitsynchronisation ein).</translation>
    </message>
    <message>
        <source>Site %1 replicates once with marks that do not match the primary&apos;s copy (allowed by an administrator): %2 here, %3 on the primary.</source>
        <translation>Standort %1 repliziert einmal mit Marken, die nicht zur Kopie des Primärservers passen (von einem Administrator erlaubt): %2 hier, %3 auf dem Primärserver.</translation>
    </message>
    <message>
        <source>Clone suspected: site %1&apos;s last marks (%2) do not match the primary&apos;s copy (%3). Two machines may be using the same site number, or this database was restored from a backup. If it was restored, run `jgreplicate-cli allow-mismatch %1` on the primary and replicate again.</source>
        <translation>Klon vermutet: Die letzten Marken von Standort %1 (%2) passen nicht zur Kopie des Primärservers (%3). Vielleicht nutzen zwei Rechner dieselbe Standortnummer, oder diese Datenbank wurde aus einer Sicherung wiederhergestellt. Wenn sie wiederhergestellt wurde, führen Sie `jgreplicate-cli allow-mismatch %1` auf dem Primärserver aus und replizieren erneut.</translation>
    </message>
    <message>
        <source>The primary &quot;%1&quot; is busy or suspended (its M record&apos;s process is %2); try again later.</source>
        <translation>Der Primärserver „%1“ ist beschäftigt oder ausgesetzt (process seines M-Datensatzes ist %2); später erneut versuchen.</translation>
    </message>
    <message>
        <source>Applied schema update %1: %2</source>
        <translation>Schemaänderung %1 angewendet: %2</translation>
    </message>
    <message>
        <source>Site %1 started replicating in an unclean state: the last session did not finish. Resuming with table %2.</source>
        <translation>Standort %1 hat in unsauberem Zustand zu replizieren begonnen: Die letzte Sitzung wurde nicht beendet. Fortsetzung mit Tabelle %2.</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Tabelle %1: %2</translation>
    </message>
    <message>
        <source>No row with jg_unique_id %1 in %2.</source>
        <translation>Keine Zeile mit jg_unique_id %1 in %2.</translation>
    </message>
    <message>
        <source>Row %1 belongs to site %2: only its owner or a primary may hand it over.</source>
        <translation>Zeile %1 gehört Standort %2: nur ihr Eigentümer oder ein Primärserver darf sie übergeben.</translation>
    </message>
    <message>
        <source>Cannot add column %1.%2 as %3: the table already has it as %4.</source>
        <translation>Spalte %1.%2 kann nicht als %3 hinzugefügt werden: Die Tabelle hat sie bereits als %4.</translation>
    </message>
    <message>
        <source>Adding column %1.%2 failed: %3</source>
        <translation>Das Hinzufügen der Spalte %1.%2 ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>Unknown procedure %1 (this program knows: %2); a newer JGReplicate may be needed at this site.</source>
        <translation>Unbekannte Prozedur %1 (dieses Programm kennt: %2); an diesem Standort wird vielleicht ein neueres JGReplicate gebraucht.</translation>
    </message>
    <message>
        <source>Schema update %1 cannot be applied: %2</source>
        <translation>Schemaänderung %1 lässt sich nicht anwenden: %2</translation>
    </message>
    <message>
        <source>Schema update %1 (%2 on %3) failed: %4</source>
        <translation>Schemaänderung %1 (%2 an %3) ist fehlgeschlagen: %4</translation>
    </message>
    <message>
        <source>There is no table %1 in %2.</source>
        <translation>In %2 gibt es keine Tabelle %1.</translation>
    </message>
    <message>
        <source>Schema updates are added on the master primary; %1 is not one.</source>
        <translation>Schemaänderungen werden auf dem Master-Primärserver hinzugefügt; %1 ist keiner.</translation>
    </message>
    <message>
        <source>The site-number lock of %1 stayed taken by one holder for %2 seconds: another site is joining. Try again in a minute.</source>
        <translation>Die Sperre der Standortnummern von %1 blieb %2 Sekunden lang von demselben Standort belegt: Ein anderer Standort tritt gerade bei. In einer Minute erneut versuchen.</translation>
    </message>
    <message>
        <source>The primary &quot;%1&quot; has no site numbers left to hand out; it gets new ones when it next replicates with the master primary (run `jgreplicate-cli replicate` there).</source>
        <translation>Der Primärserver „%1“ hat keine Standortnummern mehr zu vergeben; er bekommt neue, wenn er das nächste Mal mit dem Master-Primärserver repliziert (dort `jgreplicate-cli replicate` ausführen).</translation>
    </message>
    <message>
        <source>This site has not joined yet: its first session takes a site number and every row.</source>
        <translation>Dieser Standort ist noch nicht beigetreten: Seine erste Sitzung holt eine Standortnummer und alle Zeilen.</translation>
    </message>
    <message>
        <source>Table %1 has a T record on the primary but no jg_data_dict entries there: run prepare-table on the primary.</source>
        <translation>Tabelle %1 hat einen T-Datensatz auf dem Primärserver, aber dort keine Einträge in jg_data_dict: prepare-table auf dem Primärserver ausführen.</translation>
    </message>
    <message>
        <source>Table %1 is listed on the primary but does not exist there.</source>
        <translation>Tabelle %1 ist auf dem Primärserver eingetragen, existiert dort aber nicht.</translation>
    </message>
    <message>
        <source>Table %1 has not been replicated to this site yet.</source>
        <translation>Tabelle %1 wurde noch nicht zu diesem Standort repliziert.</translation>
    </message>
    <message>
        <source>Schema mismatch in table %1: column %2 (%3) exists on the primary but not at this site.</source>
        <translation>Schema-Abweichung in Tabelle %1: Spalte %2 (%3) existiert auf dem Primärserver, aber nicht an diesem Standort.</translation>
    </message>
    <message>
        <source>Schema mismatch in table %1: column %2 is %3 at this site and %4 on the primary%5. Nothing was replicated; align the column (a U record does this for every site).</source>
        <translation>Schema-Abweichung in Tabelle %1: Spalte %2 ist an diesem Standort %3 und auf dem Primärserver %4%5. Nichts wurde repliziert; gleichen Sie die Spalte an (ein U-Datensatz tut das für alle Standorte).</translation>
    </message>
    <message>
        <source>Schema mismatch in table %1: column %2 (%3) exists at this site but not on the primary. Nothing was replicated.</source>
        <translation>Schema-Abweichung in Tabelle %1: Spalte %2 (%3) existiert an diesem Standort, aber nicht auf dem Primärserver. Nichts wurde repliziert.</translation>
    </message>
    <message>
        <source>Replication was cancelled; the table in progress was rolled back and the next session resumes it.</source>
        <translation>Die Replikation wurde abgebrochen; die laufende Tabelle wurde zurückgesetzt und die nächste Sitzung setzt sie fort.</translation>
    </message>
    <message>
        <source>Row %1 of %2 kept changing while it was merged; it is retried in the next session.</source>
        <translation>Zeile %1 von %2 änderte sich während des Zusammenführens ständig; sie wird in der nächsten Sitzung erneut versucht.</translation>
    </message>
    <message>
        <source>Site %1 deleted row %2 of %3, which site %4 owns; the delete was refused and the row is restored.</source>
        <translation>Standort %1 hat Zeile %2 von %3 gelöscht, die Standort %4 gehört; das Löschen wurde abgelehnt und die Zeile wiederhergestellt.</translation>
    </message>
    <message>
        <source>Row %1 of %2 could not be put back here: %3 is missing; the next session retries.</source>
        <translation>Zeile %1 von %2 konnte hier nicht zurückgesetzt werden: %3 fehlt; die nächste Sitzung versucht es erneut.</translation>
    </message>
    <message>
        <source>Bad schema update spec &quot;%1&quot;: %2</source>
        <translation>Fehlerhafte Schemaänderung „%1“: %2</translation>
    </message>
    <message>
        <source>JGReplicate: %1 has not replicated for %2</source>
        <translation>JGReplicate: %1 hat seit %2 nicht repliziert</translation>
    </message>
    <message>
        <source>%1 has not replicated with the primary &quot;%2&quot; for %3 (the limit is %4).
Last successful session: %5 UTC.

What to do: ask the users of that site to connect it and press &quot;Replicate now&quot; (or run `jgreplicate-cli replicate` there), and check its E records for the reason. Until it replicates, its changes are not at the primary and it does not see anyone else&apos;s.

You get this mail once; it is sent again only after the site has replicated successfully and fallen behind again.
</source>
        <translation>%1 hat seit %3 nicht mit dem Primärserver „%2“ repliziert (die Grenze ist %4).
Letzte erfolgreiche Sitzung: %5 UTC.

Was zu tun ist: Bitten Sie die Benutzer dieses Standorts, ihn zu verbinden und „Jetzt replizieren“ zu drücken (oder dort `jgreplicate-cli replicate` auszuführen), und sehen Sie in seinen E-Datensätzen nach dem Grund. Bis er repliziert, sind seine Änderungen nicht beim Primärserver und er sieht die der anderen nicht.

Sie erhalten diese E-Mail einmal; erneut erst, wenn der Standort erfolgreich repliziert hat und wieder in Verzug gerät.
</translation>
    </message>
    <message>
        <source>JGReplicate: %1 failed %2 sessions in a row</source>
        <translation>JGReplicate: %1 ist %2 Sitzungen in Folge fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 started %2 sessions with the primary &quot;%3&quot; in a row without finishing one (the limit is %4).

What to do: read the E records of site %5 on the primary (`jgreplicate-cli report errors`) for the reason, fix it, and let the site replicate again.

You get this mail once; it is sent again only after a successful session.
</source>
        <translation>%1 hat %2 Sitzungen mit dem Primärserver „%3“ in Folge begonnen, ohne eine zu beenden (die Grenze ist %4).

Was zu tun ist: Lesen Sie die E-Datensätze von Standort %5 auf dem Primärserver (`jgreplicate-cli report errors`), beheben Sie den Grund und lassen Sie den Standort erneut replizieren.

Sie erhalten diese E-Mail einmal; erneut erst nach einer erfolgreichen Sitzung.
</translation>
    </message>
    <message>
        <source>JGReplicate: replication failed at %1</source>
        <translation>JGReplicate: Replikation bei %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 could not replicate (%2 failed sessions in a row).

The error:
%3

What to do: fix what the error names (a server that cannot be reached, a password, a schema difference), then replicate again. Nothing was lost: the site keeps its changes and sends them with the next successful session.
</source>
        <translation>%1 konnte nicht replizieren (%2 fehlgeschlagene Sitzungen in Folge).

Der Fehler:
%3

Was zu tun ist: Beheben Sie, was der Fehler nennt (ein nicht erreichbarer Server, ein Passwort, ein Schemaunterschied), und replizieren Sie erneut. Nichts ging verloren: Der Standort behält seine Änderungen und sendet sie mit der nächsten erfolgreichen Sitzung.
</translation>
    </message>
    <message>
        <source>JGReplicate: %1 replicated</source>
        <translation>JGReplicate: %1 hat repliziert</translation>
    </message>
    <message>
        <source>%1 finished a replication session: %2 tables, %3 rows moved.

(send_email_on_completion is on for this site.)
</source>
        <translation>%1 hat eine Replikationssitzung beendet: %2 Tabellen, %3 Zeilen übertragen.

(send_email_on_completion ist für diesen Standort eingeschaltet.)
</translation>
    </message>
    <message>
        <source>E-mail through %1 (%2) failed: %3</source>
        <translation>E-Mail über %1 (%2) fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>no [smtp] host is configured.</source>
        <translation>kein [smtp]-Host konfiguriert.</translation>
    </message>
    <message>
        <source>the sender &quot;%1&quot; is not an e-mail address ([smtp] from).</source>
        <translation>der Absender „%1“ ist keine E-Mail-Adresse ([smtp] from).</translation>
    </message>
    <message>
        <source>no recipient ([site] admin_email is empty).</source>
        <translation>kein Empfänger ([site] admin_email ist leer).</translation>
    </message>
    <message>
        <source>the recipient &quot;%1&quot; is not an e-mail address.</source>
        <translation>der Empfänger „%1“ ist keine E-Mail-Adresse.</translation>
    </message>
    <message>
        <source>libcurl could not start.</source>
        <translation>libcurl konnte nicht starten.</translation>
    </message>
    <message>
        <source>[%1] password_source=env but %2 is not set.</source>
        <translation>[%1] password_source=env, aber %2 ist nicht gesetzt.</translation>
    </message>
    <message>
        <source>[%1] password_source is none: set it to keychain or encrypted-file first.</source>
        <translation>[%1] password_source ist none: zuerst auf keychain oder encrypted-file setzen.</translation>
    </message>
    <message>
        <source>[%1] password_source is env: the password comes from %2, nothing to store.</source>
        <translation>[%1] password_source ist env: das Passwort kommt aus %2, nichts abzulegen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number from %2 to %3.</source>
        <translation>„%1“ ist keine ganze Zahl von %2 bis %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a driver: use %2.</source>
        <translation>„%1“ ist kein Treiber: %2 verwenden.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of keychain | encrypted-file | env | none.</source>
        <translation>„%1“ ist keins von keychain | encrypted-file | env | none.</translation>
    </message>
    <message>
        <source>passwords are never read from the INI file: remove the key and store the password with `jgreplicate-cli credentials set %1`.</source>
        <translation>Passwörter werden nie aus der INI-Datei gelesen: Entfernen Sie den Schlüssel und legen Sie das Passwort mit `jgreplicate-cli credentials set %1` ab.</translation>
    </message>
    <message>
        <source>must not hold a password; use password_source.</source>
        <translation>darf kein Passwort enthalten; password_source verwenden.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not verify | off.</source>
        <translation>„%1“ ist nicht verify | off.</translation>
    </message>
    <message>
        <source>the section is missing.</source>
        <translation>der Abschnitt fehlt.</translation>
    </message>
    <message>
        <source>passwords are never read from the INI file; use password_source.</source>
        <translation>Passwörter werden nie aus der INI-Datei gelesen; password_source verwenden.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not starttls | tls | none.</source>
        <translation>„%1“ ist nicht starttls | tls | none.</translation>
    </message>
    <message>
        <source>the retention of %1 days</source>
        <translation>die Aufbewahrung von %1 Tagen</translation>
    </message>
    <message>
        <source>site %1, which has never replicated successfully</source>
        <translation>Standort %1, der noch nie erfolgreich repliziert hat</translation>
    </message>
    <message>
        <source>site %1, last replicated %2 UTC</source>
        <translation>Standort %1, zuletzt repliziert %2 UTC</translation>
    </message>
    <message>
        <source>%1 is written by replication and cannot be edited.</source>
        <translation>%1 wird von der Replikation geschrieben und kann nicht bearbeitet werden.</translation>
    </message>
    <message>
        <source>%1 must be a whole number of 0 or more.</source>
        <translation>%1 muss eine ganze Zahl ab 0 sein.</translation>
    </message>
    <message>
        <source>%1 must be one of the listed values.</source>
        <translation>%1 muss einer der aufgeführten Werte sein.</translation>
    </message>
    <message>
        <source>%1 must be a date and time (YYYY-MM-DD HH:MM:SS).</source>
        <translation>%1 muss ein Datum mit Uhrzeit sein (JJJJ-MM-TT HH:MM:SS).</translation>
    </message>
    <message>
        <source>%1 is at most %2 characters.</source>
        <translation>%1 hat höchstens %2 Zeichen.</translation>
    </message>
    <message>
        <source>%1 must be a table name: letters, digits and _, at most %2 characters.</source>
        <translation>%1 muss ein Tabellenname sein: Buchstaben, Ziffern und _, höchstens %2 Zeichen.</translation>
    </message>
    <message>
        <source>%1 records have no column %2.</source>
        <translation>Datensätze „%1“ haben keine Spalte %2.</translation>
    </message>
    <message>
        <source>WARNING: the local database link is not encrypted with a verified certificate (%1).
</source>
        <translation>WARNUNG: Die Verbindung zur lokalen Datenbank ist nicht mit einem geprüften Zertifikat verschlüsselt (%1).
</translation>
    </message>
    <message>
        <source>%1 is a remote MariaDB server but its options have no SSL_CA: add options=SSL_CA=/path/ca.pem (or tls=off to accept an unencrypted link).</source>
        <translation>%1 ist ein entfernter MariaDB-Server, aber seine Optionen haben kein SSL_CA: options=SSL_CA=/pfad/ca.pem hinzufügen (oder tls=off, um eine unverschlüsselte Verbindung zu akzeptieren).</translation>
    </message>
    <message>
        <source>local file</source>
        <translation>lokale Datei</translation>
    </message>
    <message>
        <source>local socket</source>
        <translation>lokaler Socket</translation>
    </message>
    <message>
        <source>%1 failed on the %2 database (%3): %4</source>
        <translation>%1 ist in der Datenbank %2 (%3) fehlgeschlagen: %4</translation>
    </message>
    <message>
        <source>%1 differences in %2 rows compared:
</source>
        <translation>%1 Unterschiede in %2 verglichenen Zeilen:
</translation>
    </message>
    <message>
        <source>%1 already holds a demo (%2): choose an empty folder with --dir.</source>
        <translation>%1 enthält bereits eine Demo (%2): wählen Sie mit --dir einen leeren Ordner.</translation>
    </message>
    <message>
        <source>  primary.ini  master primary, site 1 (primary.db): customers, products</source>
        <translation>  primary.ini  Master-Primärserver, Standort 1 (primary.db): customers, products</translation>
    </message>
    <message>
        <source>  site%1.ini    a branch site (site%1.db) that replicates with the primary</source>
        <translation>  site%1.ini    ein Filialstandort (site%1.db), der mit dem Primärserver repliziert</translation>
    </message>
    <message>
        <source>A secondary primary enrolls with the master primary; &quot;%1&quot; is itself a secondary primary.</source>
        <translation>Ein sekundärer Primärserver tritt beim Master-Primärserver bei; „%1“ ist selbst ein sekundärer Primärserver.</translation>
    </message>
    <message>
        <source>A new site (&quot;%1&quot;) asks for a site number.</source>
        <translation>Ein neuer Standort („%1“) bittet um eine Standortnummer.</translation>
    </message>
    <message>
        <source> Given site number %1.</source>
        <translation> Standortnummer %1 vergeben.</translation>
    </message>
    <message>
        <source>%1 row %2 (not replicated yet)</source>
        <translation>%1 Zeile %2 (noch nicht repliziert)</translation>
    </message>
    <message>
        <source>%1 has no [primary] section: a site needs a primary to replicate with (a master primary does not replicate).</source>
        <translation>%1 hat keinen Abschnitt [primary]: Ein Standort braucht einen Primärserver zum Replizieren (ein Master-Primärserver repliziert nicht).</translation>
    </message>
    <message>
        <source>%1 UTC: session finished, %2 tables, %3 rows moved</source>
        <translation>%1 UTC: Sitzung beendet, %2 Tabellen, %3 Zeilen übertragen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid table name.</source>
        <translation>„%1“ ist kein gültiger Tabellenname.</translation>
    </message>
    <message>
        <source>table %1 is not in this database: nothing to change</source>
        <translation>Tabelle %1 ist nicht in dieser Datenbank: nichts zu ändern</translation>
    </message>
    <message>
        <source>column %1.%2 is already there</source>
        <translation>Spalte %1.%2 ist schon vorhanden</translation>
    </message>
    <message>
        <source>added column %1.%2</source>
        <translation>Spalte %1.%2 hinzugefügt</translation>
    </message>
    <message>
        <source>%1 needs column %2.%3, which this database does not have.</source>
        <translation>%1 braucht die Spalte %2.%3, die diese Datenbank nicht hat.</translation>
    </message>
    <message>
        <source>%1 cannot run on %2: the table has neither a row id role nor a single-column primary key.</source>
        <translation>%1 kann nicht auf %2 laufen: Die Tabelle hat weder eine Zeilen-ID-Rolle noch einen einspaltigen Primärschlüssel.</translation>
    </message>
    <message>
        <source>ran %1 on %2: %3 rows changed</source>
        <translation>%1 auf %2 ausgeführt: %3 Zeilen geändert</translation>
    </message>
    <message>
        <source>%1 has no M record.</source>
        <translation>%1 hat keinen M-Datensatz.</translation>
    </message>
    <message>
        <source>A secondary primary is enrolled with the master primary, not with another secondary (&quot;%1&quot; is one).</source>
        <translation>Ein sekundärer Primärserver tritt beim Master-Primärserver bei, nicht bei einem anderen sekundären („%1“ ist einer).</translation>
    </message>
    <message>
        <source> (shorter here)</source>
        <translation> (hier kürzer)</translation>
    </message>
    <message>
        <source>on the primary</source>
        <translation>auf dem Primärserver</translation>
    </message>
    <message>
        <source>a referenced row</source>
        <translation>eine referenzierte Zeile</translation>
    </message>
    <message>
        <source>at this site</source>
        <translation>an diesem Standort</translation>
    </message>
    <message>
        <source>the text starting at character %1 has no closing quote</source>
        <translation>der Text ab Zeichen %1 hat kein schließendes Anführungszeichen</translation>
    </message>
    <message>
        <source>unexpected character &quot;%1&quot; at character %2</source>
        <translation>unerwartetes Zeichen „%1“ an Zeichen %2</translation>
    </message>
    <message>
        <source>a spec starts with ADD or RUN</source>
        <translation>eine Angabe beginnt mit ADD oder RUN</translation>
    </message>
    <message>
        <source>the end of the spec</source>
        <translation>das Ende der Angabe</translation>
    </message>
    <message>
        <source>expected %1 (letters, digits and _, at most %2 characters)</source>
        <translation>erwartet: %1 (Buchstaben, Ziffern und _, höchstens %2 Zeichen)</translation>
    </message>
    <message>
        <source>expected %1, a whole number from 1 to 65535</source>
        <translation>erwartet: %1, eine ganze Zahl von 1 bis 65535</translation>
    </message>
    <message>
        <source>the new column&apos;s name</source>
        <translation>der Name der neuen Spalte</translation>
    </message>
    <message>
        <source>expected a type family: int, bigint, flag, text, longtext, stamp, double, decimal, boolean, date or blob</source>
        <translation>erwartet eine Typfamilie: int, bigint, flag, text, longtext, stamp, double, decimal, boolean, date oder blob</translation>
    </message>
    <message>
        <source>LENGTH applies to text and decimal columns only</source>
        <translation>LENGTH gilt nur für text- und decimal-Spalten</translation>
    </message>
    <message>
        <source>DECIMALS applies to decimal columns only</source>
        <translation>DECIMALS gilt nur für decimal-Spalten</translation>
    </message>
    <message>
        <source>expected the number of decimals, 0 to 30</source>
        <translation>erwartet die Zahl der Nachkommastellen, 0 bis 30</translation>
    </message>
    <message>
        <source>DECIMALS (%1) is larger than LENGTH (%2)</source>
        <translation>DECIMALS (%1) ist größer als LENGTH (%2)</translation>
    </message>
    <message>
        <source>expected a whole number as the default</source>
        <translation>erwartet eine ganze Zahl als Vorgabe</translation>
    </message>
    <message>
        <source>expected a number as the default</source>
        <translation>erwartet eine Zahl als Vorgabe</translation>
    </message>
    <message>
        <source>expected TRUE or FALSE as the default</source>
        <translation>erwartet TRUE oder FALSE als Vorgabe</translation>
    </message>
    <message>
        <source>expected a stamp in quotes, &apos;YYYY-MM-DD HH:MM:SS&apos;, as the default</source>
        <translation>erwartet einen Zeitstempel in Anführungszeichen, &apos;YYYY-MM-DD HH:MM:SS&apos;, als Vorgabe</translation>
    </message>
    <message>
        <source>expected a date in quotes, &apos;YYYY-MM-DD&apos;, as the default</source>
        <translation>erwartet ein Datum in Anführungszeichen, &apos;YYYY-MM-DD&apos;, als Vorgabe</translation>
    </message>
    <message>
        <source>expected a text in single quotes as the default</source>
        <translation>erwartet einen Text in einfachen Anführungszeichen als Vorgabe</translation>
    </message>
    <message>
        <source>a default text may not hold backslashes or control characters</source>
        <translation>ein Vorgabetext darf keine Backslashes oder Steuerzeichen enthalten</translation>
    </message>
    <message>
        <source>a flag default is one character</source>
        <translation>eine Flag-Vorgabe ist ein Zeichen</translation>
    </message>
    <message>
        <source>a %1 column takes no default</source>
        <translation>eine %1-Spalte hat keine Vorgabe</translation>
    </message>
    <message>
        <source>a procedure name</source>
        <translation>einen Prozedurnamen</translation>
    </message>
    <message>
        <source>expected ( after the procedure name</source>
        <translation>erwartet ( nach dem Prozedurnamen</translation>
    </message>
    <message>
        <source>a column name</source>
        <translation>einen Spaltennamen</translation>
    </message>
    <message>
        <source>nothing may follow the procedure&apos;s arguments</source>
        <translation>nach den Argumenten der Prozedur darf nichts folgen</translation>
    </message>
    <message>
        <source>unknown procedure &quot;%1&quot;; known procedures: %2</source>
        <translation>unbekannte Prozedur „%1“; bekannte Prozeduren: %2</translation>
    </message>
    <message>
        <source>%1 takes %2 input and %3 output columns: %4</source>
        <translation>%1 nimmt %2 Eingabe- und %3 Ausgabespalten: %4</translation>
    </message>
    <message>
        <source>add column %1 (%2)</source>
        <translation>Spalte %1 hinzufügen (%2)</translation>
    </message>
    <message>
        <source>The PostgreSQL driver gave no native handle.</source>
        <translation>Der PostgreSQL-Treiber liefert keinen nativen Zugriff.</translation>
    </message>
    <message>
        <source>An insert</source>
        <translation>Das Einfügen</translation>
    </message>
    <message>
        <source>The MariaDB driver gave no native handle.</source>
        <translation>Der MariaDB-Treiber liefert keinen nativen Zugriff.</translation>
    </message>
    <message>
        <source>The %1 clock went backwards (mark %2 is before the previous %3); the previous mark is kept and every row is compared once more, so that no change stamped by the slower clock is missed. A delete made meanwhile may not travel: run compare.</source>
        <translation>Die Uhr von %1 lief rückwärts (Marke %2 liegt vor der vorigen %3); die vorige Marke bleibt, und jede Zeile wird noch einmal verglichen, damit keine Änderung fehlt, die die nachgehende Uhr gestempelt hat. Eine inzwischen gemachte Löschung kommt vielleicht nicht an: führen Sie compare aus.</translation>
    </message>
    <message>
        <source>Another replication session of this site is running (%1); this one stopped before changing anything. Try again when it has finished.</source>
        <translation>Eine andere Replikationssitzung dieses Standorts läuft (%1); diese wurde beendet, bevor sie etwas geändert hat. Versuchen Sie es erneut, wenn jene fertig ist.</translation>
    </message>
    <message>
        <source>another connection to %1 holds its session lock</source>
        <translation>eine andere Verbindung zu %1 hält ihre Sitzungssperre</translation>
    </message>
    <message>
        <source>Cannot create the session lock file %1 beside the site&apos;s database: check that its folder is writable.</source>
        <translation>Die Sitzungssperrdatei %1 neben der Datenbank des Standorts kann nicht angelegt werden: prüfen Sie, ob ihr Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <source>Row %1 of %2 kept changing on the primary while it was sent; it is retried in the next session.</source>
        <translation>Zeile %1 von %2 änderte sich auf dem Primärserver immer wieder, während sie gesendet wurde; sie wird in der nächsten Sitzung erneut versucht.</translation>
    </message>
    <message>
        <source>Cannot lock the session lock file %1: %2</source>
        <translation>Die Sitzungssperrdatei %1 kann nicht gesperrt werden: %2</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>ein anderer Prozess</translation>
    </message>
    <message numerus="yes">
        <source>Table %1 has %n replication id(s) (jg_unique_id) held by more than one row, so it cannot be replicated: jg_unique_id %2 is held by the rows with %3 %4. Each id must belong to one row. In a row that is a copy of another, set jg_unique_id and jg_owner to 0 (it is then sent as a new row), and run prepare-table again.</source>
        <translation>
            <numerusform>Tabelle %1 hat %n Replikations-ID (jg_unique_id), die mehr als eine Zeile trägt, und kann so nicht repliziert werden: jg_unique_id %2 tragen die Zeilen mit %3 %4. Jede ID darf nur einer Zeile gehören. Setzen Sie in einer Zeile, die Kopie einer anderen ist, jg_unique_id und jg_owner auf 0 (sie wird dann als neue Zeile gesendet), und führen Sie prepare-table erneut aus.</numerusform>
            <numerusform>Tabelle %1 hat %n Replikations-IDs (jg_unique_id), die mehr als eine Zeile tragen, und kann so nicht repliziert werden: jg_unique_id %2 tragen die Zeilen mit %3 %4. Jede ID darf nur einer Zeile gehören. Setzen Sie in einer Zeile, die Kopie einer anderen ist, jg_unique_id und jg_owner auf 0 (sie wird dann als neue Zeile gesendet), und führen Sie prepare-table erneut aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1 = %2 of %3 cannot get a replication id: %4 to %5 are all held by other rows.</source>
        <translation>Zeile %1 = %2 von %3 kann keine Replikations-ID erhalten: %4 bis %5 gehören alle anderen Zeilen.</translation>
    </message>
    <message>
        <source>A transaction open since %1 (UTC) on the %2 database holds replication back: rows changed there after that time are replicated once it ends. Commit or end it (on MariaDB a transaction in any database of the server counts).</source>
        <translation>Eine seit %1 (UTC) offene Transaktion in der Datenbank %2 hält die Replikation auf: Zeilen, die dort danach geändert wurden, werden repliziert, sobald sie endet. Bestätigen oder beenden Sie sie (bei MariaDB zählt eine Transaktion in jeder Datenbank des Servers).</translation>
    </message>
    <message>
        <source>A value of %1 MB is larger than %2 takes in one statement (max_allowed_packet, %3 MB). Raise max_allowed_packet on that server (SET GLOBAL, and in the [mysqld] section of its configuration); the next session sends the row.</source>
        <translation>Ein Wert von %1 MB ist größer, als %2 in einer Anweisung annimmt (max_allowed_packet, %3 MB). Erhöhen Sie max_allowed_packet auf diesem Server (SET GLOBAL und im Abschnitt [mysqld] seiner Konfiguration); die nächste Sitzung sendet die Zeile.</translation>
    </message>
    <message>
        <source>%1 holds %2 MB of edits put back and conflicts; the rest of its changes here go in the next session.</source>
        <translation>%1 hält %2 MB zurückgesetzter Änderungen und Konflikte; die übrigen Änderungen hier gehen in der nächsten Sitzung.</translation>
    </message>
    <message>
        <source>%1... (%2 characters)</source>
        <translation>%1... (%2 Zeichen)</translation>
    </message>
    <message>
        <source>1 to %1</source>
        <translation>1 bis %1</translation>
    </message>
    <message>
        <source>%1 %2 is outside the site numbers a replication id can hold (%3): a row&apos;s jg_unique_id is the site number × 10^10 + its row id × 10, which must fit 64 bits.</source>
        <translation>%1 %2 liegt außerhalb der Standortnummern, die eine Replikations-ID aufnehmen kann (%3): die jg_unique_id einer Zeile ist Standortnummer × 10^10 + ihre Zeilen-ID × 10 und muss in 64 Bit passen.</translation>
    </message>
    <message>
        <source>%1: the configuration file does not exist (give --config FILE, or create it; see docs/CLI.md).</source>
        <translation>%1: die Konfigurationsdatei existiert nicht (--config DATEI angeben oder sie anlegen; siehe docs/CLI.md).</translation>
    </message>
    <message>
        <source>The master primary&apos;s site number</source>
        <translation>Die Standortnummer des Master-Primärservers</translation>
    </message>
    <message>
        <source>--surrogate-row-id and --row-id %1 each name the row id of %2: give one of them.</source>
        <translation>--surrogate-row-id und --row-id %1 benennen beide die Zeilen-ID von %2: geben Sie nur eines an.</translation>
    </message>
    <message numerus="yes">
        <source>Table %1 cannot be replicated with %2 as its row id: %n row(s) hold a %2 outside 0 to 999,999,999 (the first: %3). A replication id is site × 10^10 + row id × 10, so such a row would take an id in another site&apos;s range. Run prepare-table %1 --surrogate-row-id: replication then numbers the rows in a column of its own and leaves %2 as it is.</source>
        <translation>
            <numerusform>Tabelle %1 kann nicht mit %2 als Zeilen-ID repliziert werden: %n Zeile hat ein %2 außerhalb von 0 bis 999.999.999 (die erste: %3). Eine Replikations-ID ist Standort × 10^10 + Zeilen-ID × 10, eine solche Zeile bekäme also eine ID im Bereich eines anderen Standorts. Führen Sie prepare-table %1 --surrogate-row-id aus: die Replikation nummeriert die Zeilen dann in einer eigenen Spalte und lässt %2, wie es ist.</numerusform>
            <numerusform>Tabelle %1 kann nicht mit %2 als Zeilen-ID repliziert werden: %n Zeilen haben ein %2 außerhalb von 0 bis 999.999.999 (die erste: %3). Eine Replikations-ID ist Standort × 10^10 + Zeilen-ID × 10, eine solche Zeile bekäme also eine ID im Bereich eines anderen Standorts. Führen Sie prepare-table %1 --surrogate-row-id aus: die Replikation nummeriert die Zeilen dann in einer eigenen Spalte und lässt %2, wie es ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next site number of &quot;%1&quot;</source>
        <translation>Die nächste Standortnummer von „%1“</translation>
    </message>
    <message>
        <source>A site number slot of &quot;%1&quot;</source>
        <translation>Ein Standortnummernfeld von „%1“</translation>
    </message>
    <message>
        <source>Row %1 of %2 could not be put back here: the primary&apos;s %3 %4. The next session retries.</source>
        <translation>Zeile %1 von %2 konnte hier nicht zurückgesetzt werden: der Wert %3 des Primärservers %4. Die nächste Sitzung versucht es erneut.</translation>
    </message>
    <message>
        <source>Row %1 of %2 is not written %3: its %4 %5. Nothing was changed; the row waits, and is sent again in every session until the value is one the column holds (correct it where the row is owned) or the column holds it (a schema update).</source>
        <translation>Zeile %1 von %2 wird %3 nicht geschrieben: ihr Wert %4 %5. Nichts wurde geändert; die Zeile wartet und wird in jeder Sitzung erneut gesendet, bis der Wert einer ist, den die Spalte aufnimmt (beim Besitzer der Zeile korrigieren), oder die Spalte ihn aufnimmt (eine Schemaänderung).</translation>
    </message>
    <message>
        <source>This site&apos;s number</source>
        <translation>Die Nummer dieses Standorts</translation>
    </message>
    <message>
        <source>Row %1 = %2 of %3 is not sent: its row id is outside 0 to 999,999,999, and its replication id (site × 10^10 + row id × 10) would fall into another site&apos;s range. Give the table a surrogate row id with `jgreplicate-cli prepare-table %3 --surrogate-row-id`, or give the row an id in the range.</source>
        <translation>Zeile %1 = %2 von %3 wird nicht gesendet: ihre Zeilen-ID liegt außerhalb von 0 bis 999.999.999, und ihre Replikations-ID (Standort × 10^10 + Zeilen-ID × 10) fiele in den Bereich eines anderen Standorts. Geben Sie der Tabelle mit `jgreplicate-cli prepare-table %3 --surrogate-row-id` eine Ersatz-Zeilen-ID oder der Zeile eine ID in diesem Bereich.</translation>
    </message>
    <message>
        <source>text that is not valid UTF-8</source>
        <translation>Text, der kein gültiges UTF-8 ist</translation>
    </message>
    <message>
        <source>bytes (a blob)</source>
        <translation>Bytes (ein Blob)</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a floating-point number</source>
        <translation>eine Gleitkommazahl</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>is NaN, which this database stores as NULL</source>
        <translation>ist NaN, das diese Datenbank als NULL speichert</translation>
    </message>
    <message>
        <source>is -0, which this database stores as 0</source>
        <translation>ist -0, das diese Datenbank als 0 speichert</translation>
    </message>
    <message>
        <source>has more digits (%1) than a NUMERIC column keeps in its 64-bit number</source>
        <translation>hat mehr Stellen (%1), als eine NUMERIC-Spalte in ihrer 64-Bit-Zahl hält</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>ganze Zahl</translation>
    </message>
    <message>
        <source>is %1; a boolean column holds 0 (false) or 1 (true)</source>
        <translation>ist %1; eine Wahrheitswert-Spalte hält 0 (falsch) oder 1 (wahr)</translation>
    </message>
    <message>
        <source>is %1, outside the column&apos;s %2 to %3</source>
        <translation>ist %1, außerhalb von %2 bis %3 der Spalte</translation>
    </message>
    <message>
        <source>is %1, which this column cannot hold</source>
        <translation>ist %1, was diese Spalte nicht aufnehmen kann</translation>
    </message>
    <message>
        <source>is %1, which a decimal column cannot hold</source>
        <translation>ist %1, was eine Dezimalspalte nicht aufnehmen kann</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>Dezimalzahl</translation>
    </message>
    <message>
        <source>is %1, with %2 digits after the point; the column keeps %3</source>
        <translation>ist %1, mit %2 Nachkommastellen; die Spalte hält %3</translation>
    </message>
    <message>
        <source>is %1, with %2 digits before the point; the column keeps %3</source>
        <translation>ist %1, mit %2 Vorkommastellen; die Spalte hält %3</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>date and time</source>
        <translation>Datum und Uhrzeit</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;, not a date written YYYY-MM-DD</source>
        <translation>ist „%1“, kein als JJJJ-MM-TT geschriebenes Datum</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;, not a date and time written YYYY-MM-DD HH:MM:SS[.fraction] without a zone</source>
        <translation>ist „%1“, keine als JJJJ-MM-TT HH:MM:SS[.Bruchteil] ohne Zeitzone geschriebene Zeitangabe</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;; the column holds the years %2 to %3</source>
        <translation>ist „%1“; die Spalte hält die Jahre %2 bis %3</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;, with %2 digits of a second; the column keeps %3</source>
        <translation>ist „%1“, mit %2 Sekundenstellen; die Spalte hält %3</translation>
    </message>
    <message>
        <source>holds a NUL character (U+0000), which this database&apos;s text cannot</source>
        <translation>enthält ein NUL-Zeichen (U+0000), das der Text dieser Datenbank nicht aufnehmen kann</translation>
    </message>
    <message>
        <source>has %1 characters; the column holds %2</source>
        <translation>hat %1 Zeichen; die Spalte hält %2</translation>
    </message>
    <message>
        <source>server&apos;s</source>
        <translation>Server-</translation>
    </message>
    <message>
        <source>floating-point</source>
        <translation>Gleitkomma</translation>
    </message>
    <message>
        <source>is NaN, which this database cannot hold</source>
        <translation>ist NaN, das diese Datenbank nicht aufnehmen kann</translation>
    </message>
    <message>
        <source>is %1, which this database cannot hold</source>
        <translation>ist %1, was diese Datenbank nicht aufnehmen kann</translation>
    </message>
    <message>
        <source>blob</source>
        <translation>Blob</translation>
    </message>
    <message>
        <source>SQLite (a file)</source>
        <translation>SQLite (eine Datei)</translation>
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
        <translation>  (die neuesten %1; `report errors` listet alle)
</translation>
    </message>
    <message>
        <source>The [%1] database %2 does not exist. Check database= in the [%1] section; only init-primary, init-secondary, join, demo and the new-site wizard create a database.</source>
        <translation>Die [%1]-Datenbank %2 existiert nicht. Prüfen Sie database= im Abschnitt [%1]; nur init-primary, init-secondary, join, demo und der Assistent für neue Standorte legen eine Datenbank an.</translation>
    </message>
    <message>
        <source>The order must be 0 or more, not %1.</source>
        <translation>Die Reihenfolge muss 0 oder mehr sein, nicht %1.</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; of %2 has a name replication cannot use: names are letters, digits and _, not starting with a digit, at most %3 characters. Nothing was changed; rename the column, then run prepare-table again.</source>
        <translation>Die Spalte „%1“ von %2 hat einen Namen, den die Replikation nicht verwenden kann: Namen bestehen aus Buchstaben, Ziffern und _, beginnen nicht mit einer Ziffer und haben höchstens %3 Zeichen. Nichts wurde geändert; benennen Sie die Spalte um und führen Sie prepare-table erneut aus.</translation>
    </message>
    <message>
        <source>Another program holds a lock on it; try again when it is done.</source>
        <translation>Ein anderes Programm hält eine Sperre darauf; versuchen Sie es erneut, wenn es fertig ist.</translation>
    </message>
    <message>
        <source>A site number is %1, not %2.</source>
        <translation>Eine Standortnummer ist %1, nicht %2.</translation>
    </message>
    <message>
        <source>Site %1 cannot be checked: the primary, which knows every site, is not reachable. Nothing was changed; hand the row over when it is.</source>
        <translation>Standort %1 kann nicht geprüft werden: der Primärstandort, der jeden Standort kennt, ist nicht erreichbar. Nichts wurde geändert; übergeben Sie die Zeile, wenn er erreichbar ist.</translation>
    </message>
    <message>
        <source>Site %1 does not exist (the primary has no S record for it): nothing was changed. status on the primary lists every site.</source>
        <translation>Standort %1 existiert nicht (der Primärstandort hat keinen S-Datensatz für ihn): nichts wurde geändert. status auf dem Primärstandort listet jeden Standort.</translation>
    </message>
    <message>
        <source>This site has no site number yet: it joins its primary in its first session; there is nothing to move.</source>
        <translation>Dieser Standort hat noch keine Standortnummer: er tritt in seiner ersten Sitzung seinem Primärstandort bei; es gibt nichts umzuziehen.</translation>
    </message>
    <message>
        <source>[primary] names this site&apos;s own database (%1).</source>
        <translation>[primary] nennt die eigene Datenbank dieses Standorts (%1).</translation>
    </message>
    <message>
        <source>The primary in [primary] (%1) is not the one this site replicates with: its identity is %2, this site&apos;s primary had %3. It was recreated or restored, or [primary] names another primary. Nothing was changed. If this site moves to it on purpose, run `jgreplicate-cli move-to-primary` and replicate again; otherwise correct [primary].</source>
        <translation>Der Primärstandort in [primary] (%1) ist nicht der, mit dem dieser Standort repliziert: seine Identität ist %2, der Primärstandort dieses Standorts hatte %3. Er wurde neu angelegt oder wiederhergestellt, oder [primary] nennt einen anderen Primärstandort. Nichts wurde geändert. Wenn dieser Standort absichtlich zu ihm umzieht, führen Sie `jgreplicate-cli move-to-primary` aus und replizieren Sie erneut; andernfalls korrigieren Sie [primary].</translation>
    </message>
    <message>
        <source>The passphrase for %1 is shorter than %2 characters: nothing was stored. Choose a longer one.</source>
        <translation>Die Passphrase für %1 ist kürzer als %2 Zeichen: nichts wurde gespeichert. Wählen Sie eine längere.</translation>
    </message>
    <message>
        <source>This is the master primary: it has no primary to take the rows from. Run resync at the site whose data is scrambled.</source>
        <translation>Dies ist der Master-Primärstandort: er hat keinen Primärstandort, von dem er die Zeilen übernehmen könnte. Führen Sie resync auf dem Standort aus, dessen Daten verfälscht sind.</translation>
    </message>
    <message>
        <source>The primary has a standby already (&quot;%1&quot;, site %2): two would share its number. Nothing was changed; if that standby is gone, delete its S record on the primary first.</source>
        <translation>Der Primärstandort hat bereits eine Bereitschaftskopie („%1“, Standort %2): zwei würden sich ihre Nummer teilen. Nichts wurde geändert; wenn diese Bereitschaftskopie nicht mehr besteht, löschen Sie zuerst ihren S-Datensatz auf dem Primärstandort.</translation>
    </message>
    <message>
        <source>This database has no M record: only a site or a standby that has replicated can become the master primary.</source>
        <translation>Diese Datenbank hat keinen M-Datensatz: nur ein Standort oder eine Bereitschaftskopie, die repliziert hat, kann Master-Primärstandort werden.</translation>
    </message>
    <message>
        <source>This database is the master primary already.</source>
        <translation>Diese Datenbank ist bereits der Master-Primärstandort.</translation>
    </message>
    <message>
        <source>Table %1 does not replicate: the %2 database has no T record for it. status lists the tables that do.</source>
        <translation>Tabelle %1 wird nicht repliziert: die %2-Datenbank hat keinen T-Datensatz für sie. status listet die replizierten Tabellen.</translation>
    </message>
    <message>
        <source>The preview stops here: at this point the session changes the tables of the %1 database (%2), a change this kind of database commits at once, so it cannot be tried and undone. Nothing was changed. Replicate to apply the change; previews after it work again. [%3]</source>
        <translation>Die Vorschau endet hier: an dieser Stelle ändert die Sitzung die Tabellen der %1-Datenbank (%2), eine Änderung, die diese Art von Datenbank sofort festschreibt; sie kann also nicht ausprobiert und zurückgenommen werden. Nichts wurde geändert. Replizieren Sie, um die Änderung anzuwenden; Vorschauen danach funktionieren wieder. [%3]</translation>
    </message>
    <message>
        <source>Schema updates are applied first; the counts below are with their columns.</source>
        <translation>Schema-Aktualisierungen werden zuerst angewendet; die Zahlen unten gelten mit ihren Spalten.</translation>
    </message>
    <message>
        <source>The next session compares every row of %1 with the primary&apos;s and takes the primary&apos;s where they differ (rows changed here since the last session are sent as usual): replicate now.</source>
        <translation>Die nächste Sitzung vergleicht jede Zeile von %1 mit der des Primärstandorts und übernimmt dessen Werte, wo sie abweichen (hier seit der letzten Sitzung geänderte Zeilen werden wie üblich gesendet): replizieren Sie jetzt.</translation>
    </message>
    <message>
        <source>This database is now the master primary, site %1; the next site to join gets %2. Sites known from its rows: %3. Remove [primary] from this site&apos;s configuration, then run move-to-primary at each site with [primary] naming this database.</source>
        <translation>Diese Datenbank ist jetzt der Master-Primärstandort, Standort %1; der nächste beitretende Standort erhält %2. Aus ihren Zeilen bekannte Standorte: %3. Entfernen Sie [primary] aus der Konfiguration dieses Standorts und führen Sie dann move-to-primary an jedem Standort aus, dessen [primary] diese Datenbank nennt.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Site %1 replicates with &quot;%2&quot; already; nothing was changed.</source>
        <translation>Standort %1 repliziert bereits mit &quot;%2&quot;; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Site %1 now replicates with &quot;%2&quot; (site %3). Its next session compares every row of its %4 tables with it, both ways: replicate now.</source>
        <translation>Standort %1 repliziert jetzt mit &quot;%2&quot; (Standort %3). Seine nächste Sitzung vergleicht jede Zeile seiner %4 Tabellen damit, in beide Richtungen: replizieren Sie jetzt.</translation>
    </message>
    <message>
        <source>%1 must not be empty.</source>
        <translation>%1 darf nicht leer sein.</translation>
    </message>
    <message>
        <source>This database has its M record already; a database has one. Edit that one instead.</source>
        <translation>Diese Datenbank hat bereits ihren M-Datensatz; eine Datenbank hat genau einen. Bearbeiten Sie stattdessen diesen.</translation>
    </message>
    <message>
        <source>Site number %1 is this primary&apos;s own (&quot;%2&quot;): a site with it would take the primary&apos;s rows.</source>
        <translation>Standortnummer %1 ist die dieses Primärstandorts (&quot;%2&quot;): ein Standort damit würde die Zeilen des Primärstandorts übernehmen.</translation>
    </message>
    <message>
        <source>Site number %1 is site &quot;%2&quot;&apos;s already: two sites with one number take each other&apos;s rows.</source>
        <translation>Standortnummer %1 gehört bereits Standort &quot;%2&quot;: zwei Standorte mit einer Nummer übernehmen gegenseitig ihre Zeilen.</translation>
    </message>
    <message>
        <source>the database file</source>
        <translation>die Datenbankdatei</translation>
    </message>
    <message>
        <source>the database name</source>
        <translation>den Datenbanknamen</translation>
    </message>
    <message>
        <source>The Qt SQL driver %1 is not installed (needed for %2): install the package %3.</source>
        <translation>Der Qt-SQL-Treiber %1 ist nicht installiert (gebraucht für %2): installieren Sie das Paket %3.</translation>
    </message>
    <message>
        <source>The %1 database did not report the new record&apos;s id [%2].</source>
        <translation>Die Datenbank %1 hat die ID des neuen Datensatzes nicht gemeldet [%2].</translation>
    </message>
    <message>
        <source>The %1 database has no control record %2 to take a mark with.</source>
        <translation>Die Datenbank %1 hat keinen Steuerdatensatz %2, mit dem eine Marke gesetzt werden kann.</translation>
    </message>
    <message>
        <source>%1 rows left this site&apos;s subset and were removed here (not at the primary or any other site).</source>
        <translation>%1 Zeilen haben die Teilmenge dieses Standorts verlassen und wurden hier entfernt (nicht auf dem Primary oder einem anderen Standort).</translation>
    </message>
    <message>
        <source>The site attributes &quot;%1&quot; cannot be read (%2): set them again with site-attribute.</source>
        <translation>Die Standortattribute &quot;%1&quot; können nicht gelesen werden (%2): setzen Sie sie mit site-attribute neu.</translation>
    </message>
    <message>
        <source>This is a secondary primary: subsets are set on the master primary and reach every site by replication.</source>
        <translation>Dies ist ein sekundärer Primary: Teilmengen werden auf dem Master-Primary gesetzt und erreichen jeden Standort durch Replikation.</translation>
    </message>
    <message>
        <source>The subset rule of %1 (&quot;%2&quot;) cannot be read: set it again with subset %1.</source>
        <translation>Die Teilmengenregel von %1 (&quot;%2&quot;) kann nicht gelesen werden: setzen Sie sie mit subset %1 neu.</translation>
    </message>
    <message>
        <source>Table %1: subset %2. Each site&apos;s next session brings the rows that enter its subset and removes there the rows that leave it.</source>
        <translation>Tabelle %1: Teilmenge %2. Die nächste Sitzung jedes Standorts bringt die Zeilen, die in seine Teilmenge kommen, und entfernt dort die Zeilen, die sie verlassen.</translation>
    </message>
    <message>
        <source>The index for the rule&apos;s lookups could not be made (%1); the rule holds, its lookups read the whole table.</source>
        <translation>Der Index für die Abfragen der Regel konnte nicht angelegt werden (%1); die Regel gilt, ihre Abfragen lesen die ganze Tabelle.</translation>
    </message>
    <message>
        <source>Site %1&apos;s next session brings and removes the rows its subsets now give it.</source>
        <translation>Die nächste Sitzung von Standort %1 bringt und entfernt die Zeilen, die seine Teilmengen ihm jetzt geben.</translation>
    </message>
    <message>
        <source>  %1 order %2 type %3 process %4 done %5 local mark %6 primary mark %7</source>
        <translation>  %1 Reihenfolge %2 Art %3 process %4 done %5 lokale Marke %6 Primärmarke %7</translation>
    </message>
    <message>
        <source> subset %1</source>
        <translation> Teilmenge %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>Spalten %1</translation>
    </message>
    <message>
        <source>indexes %1</source>
        <translation>Indizes %1</translation>
    </message>
    <message>
        <source>triggers %1</source>
        <translation>Trigger %1</translation>
    </message>
    <message>
        <source>WARNING: %1
</source>
        <translation>WARNUNG: %1
</translation>
    </message>
    <message>
        <source>Table %1 in the %2 database has lost its replication columns (%3) while it holds %4 rows: an application&apos;s tool rebuilt it without them? Its rows can no longer be matched with the other side&apos;s, so the table is not replicated and nothing of it was changed. Restore the table from a backup taken before, or rename it aside (the next session then loads it whole) and enter again what only it held.</source>
        <translation>Tabelle %1 in der Datenbank %2 hat ihre Replikationsspalten (%3) verloren, hält aber %4 Zeilen: Hat ein Werkzeug der Anwendung sie ohne diese neu angelegt? Ihre Zeilen lassen sich nicht mehr den Zeilen der anderen Seite zuordnen; die Tabelle wird daher nicht repliziert, und nichts an ihr wurde geändert. Stellen Sie die Tabelle aus einer früheren Sicherung wieder her oder benennen Sie sie um (die nächste Sitzung lädt sie dann vollständig) und erfassen Sie erneut, was nur sie enthielt.</translation>
    </message>
    <message>
        <source>Table %1 in the %2 database lacks %3; the next session makes them again.</source>
        <translation>Tabelle %1 in der Datenbank %2 fehlen %3; die nächste Sitzung legt sie wieder an.</translation>
    </message>
    <message>
        <source>since this site&apos;s first session</source>
        <translation>seit der ersten Sitzung dieses Standorts</translation>
    </message>
    <message>
        <source>at some time since this site&apos;s last session (it finished %1 UTC)</source>
        <translation>irgendwann seit der letzten Sitzung dieses Standorts (beendet %1 UTC)</translation>
    </message>
    <message>
        <source>Table %1 in the %2 database had lost %3 (%4). They were made again.</source>
        <translation>Tabelle %1 in der Datenbank %2 hatte %3 verloren (%4). Sie wurden wieder angelegt.</translation>
    </message>
    <message numerus="yes">
        <source>Changes made meanwhile carried no new stamp, so all %n row(s) were stamped anew: each is compared with the other side in the coming sessions, and what differs is sent.</source>
        <translation>
            <numerusform>Änderungen aus dieser Zeit erhielten keinen neuen Zeitstempel, daher wurde %n Zeile neu gestempelt: sie wird in den nächsten Sitzungen mit der anderen Seite verglichen, und was abweicht, wird gesendet.</numerusform>
            <numerusform>Änderungen aus dieser Zeit erhielten keinen neuen Zeitstempel, daher wurden alle %n Zeilen neu gestempelt: jede wird in den nächsten Sitzungen mit der anderen Seite verglichen, und was abweicht, wird gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows deleted meanwhile were not recorded as deleted: the other side sends them back. Delete them again.</source>
        <translation>Inzwischen gelöschte Zeilen wurden nicht als gelöscht erfasst: die andere Seite sendet sie zurück. Löschen Sie sie erneut.</translation>
    </message>
    <message>
        <source>Table %1 was missing at this site (dropped?): it was made again and is loaded whole from the primary. Changes made here that had not been replicated were lost with it.</source>
        <translation>Tabelle %1 fehlte an diesem Standort (gelöscht?): sie wurde neu angelegt und wird vollständig vom Primärstandort geladen. Hier gemachte, noch nicht replizierte Änderungen gingen mit ihr verloren.</translation>
    </message>
    <message>
        <source>The session renews the stamp triggers of %1 on the %2 database.</source>
        <translation>Die Sitzung erneuert die Zeitstempel-Trigger von %1 in der Datenbank %2.</translation>
    </message>
    <message>
        <source>The stamp triggers of %1 on the %2 database are from an earlier version, which keeps a lastchangeddate an application writes itself, and could not be renewed: %3. Changes written with such a stamp may not be replicated. Run prepare-table %1 there as a user who may change the table.</source>
        <translation>Die Zeitstempel-Trigger von %1 in der Datenbank %2 stammen aus einer früheren Version, die ein von der Anwendung selbst geschriebenes lastchangeddate übernimmt, und konnten nicht erneuert werden: %3. Mit einem solchen Zeitstempel geschriebene Änderungen werden womöglich nicht repliziert. Führen Sie dort prepare-table %1 als ein Benutzer aus, der die Tabelle ändern darf.</translation>
    </message>
    <message numerus="yes">
        <source>Renewed the stamp triggers of %1 on the %2 database: every change an application makes is now stamped by the database. %n row(s) that an application wrote since they were last replicated were stamped anew, so that they are compared once more.</source>
        <translation>
            <numerusform>Zeitstempel-Trigger von %1 in der Datenbank %2 erneuert: jede Änderung einer Anwendung stempelt jetzt die Datenbank. %n Zeile, die eine Anwendung seit ihrer letzten Replikation geschrieben hat, wurde neu gestempelt und wird noch einmal verglichen.</numerusform>
            <numerusform>Zeitstempel-Trigger von %1 in der Datenbank %2 erneuert: jede Änderung einer Anwendung stempelt jetzt die Datenbank. %n Zeilen, die eine Anwendung seit ihrer letzten Replikation geschrieben hat, wurden neu gestempelt und werden noch einmal verglichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2.</source>
        <translation>%1: die Datei kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>a section is written [name].</source>
        <translation>ein Abschnitt wird [Name] geschrieben.</translation>
    </message>
    <message>
        <source>section [%1] is given a second time: give each section once.</source>
        <translation>Abschnitt [%1] steht ein zweites Mal in der Datei: jeden Abschnitt nur einmal angeben.</translation>
    </message>
    <message>
        <source>expected [section] or key=value, not &quot;%1&quot;.</source>
        <translation>erwartet [Abschnitt] oder Schlüssel=Wert, nicht „%1“.</translation>
    </message>
    <message>
        <source>key=value before any [section].</source>
        <translation>Schlüssel=Wert vor dem ersten [Abschnitt].</translation>
    </message>
    <message>
        <source>the value of %1 has a quote that is not closed, or text after its closing quote.</source>
        <translation>der Wert von %1 hat ein nicht geschlossenes Anführungszeichen oder Text nach dem schließenden.</translation>
    </message>
    <message>
        <source>%1 is given a second time in [%2] (first on line %3): give each key once.</source>
        <translation>%1 steht ein zweites Mal in [%2] (zuerst in Zeile %3): jeden Schlüssel nur einmal angeben.</translation>
    </message>
    <message>
        <source>Cannot write the configuration file %1: %2.</source>
        <translation>Die Konfigurationsdatei %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>names the same database as [local]: a site replicates with another database. On the master primary leave [primary] out.</source>
        <translation>nennt dieselbe Datenbank wie [local]: ein Standort repliziert mit einer anderen Datenbank. Auf dem Master-Primärstandort [primary] weglassen.</translation>
    </message>
    <message>
        <source>The [%1] database %2 cannot be created: its folder is not writable. Check the folder&apos;s permissions.</source>
        <translation>Die Datenbank [%1] %2 kann nicht angelegt werden: ihr Ordner ist nicht beschreibbar. Prüfen Sie die Rechte des Ordners.</translation>
    </message>
    <message>
        <source>The [%1] database %2 has %3 names (hard links). SQLite keeps its journal beside each name, so writing through two of them corrupts the database. Keep one name and remove the others (ls -i shows which files share it), and name that one in every configuration.</source>
        <translation>Die Datenbank [%1] %2 hat %3 Namen (harte Links). SQLite führt sein Journal neben jedem Namen, daher beschädigt Schreiben über zwei davon die Datenbank. Behalten Sie einen Namen, entfernen Sie die anderen (ls -i zeigt, welche Dateien ihn teilen), und nennen Sie diesen in jeder Konfiguration.</translation>
    </message>
    <message>
        <source>The [%1] database %2 is not a file. Check database= in the [%1] section.</source>
        <translation>Die Datenbank [%1] %2 ist keine Datei. Prüfen Sie database= im Abschnitt [%1].</translation>
    </message>
    <message>
        <source>The [%1] database %2 is an empty file, not a database. Check database= in the [%1] section; a new site&apos;s file is made by join.</source>
        <translation>Die Datenbank [%1] %2 ist eine leere Datei, keine Datenbank. Prüfen Sie database= im Abschnitt [%1]; die Datei eines neuen Standorts legt join an.</translation>
    </message>
    <message>
        <source>The [%1] database %2 cannot be written (%3): replication writes to it and keeps its journal beside it. Make the file and its folder writable.</source>
        <translation>Die Datenbank [%1] %2 kann nicht beschrieben werden (%3): die Replikation schreibt in sie und führt ihr Journal daneben. Machen Sie Datei und Ordner beschreibbar.</translation>
    </message>
    <message>
        <source>its folder is read-only</source>
        <translation>ihr Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>The [%1] database %2 is not a SQLite database. Check database= in the [%1] section.</source>
        <translation>Die Datenbank [%1] %2 ist keine SQLite-Datenbank. Prüfen Sie database= im Abschnitt [%1].</translation>
    </message>
    <message>
        <source>Table %1 is a WITHOUT ROWID table, which replication cannot take (its triggers find each changed row by its rowid). Nothing was changed. Make it an ordinary table (a new table of the same columns without WITHOUT ROWID, the rows copied into it), then prepare it.</source>
        <translation>Tabelle %1 ist eine WITHOUT-ROWID-Tabelle, die die Replikation nicht übernehmen kann (ihre Trigger finden jede geänderte Zeile über ihre rowid). Nichts wurde geändert. Machen Sie sie zu einer gewöhnlichen Tabelle (eine neue Tabelle mit denselben Spalten ohne WITHOUT ROWID, die Zeilen hineinkopiert) und bereiten Sie diese vor.</translation>
    </message>
    <message>
        <source>The load of %1 ended short: the primary held %2 rows at this session&apos;s mark, and this site holds %3 of them (%4 held back, %5 deleted here). %6 rows did not arrive, without an error. Nothing was lost on the primary; the table&apos;s marks stay where they were, so the next session loads it again. If it ends short again, report it with this site&apos;s E records.</source>
        <translation>Das Laden von %1 endete unvollständig: der Primärstandort hatte zur Marke dieser Sitzung %2 Zeilen, dieser Standort hat %3 davon (%4 zurückgehalten, %5 hier gelöscht). %6 Zeilen kamen ohne Fehlermeldung nicht an. Auf dem Primärstandort ging nichts verloren; die Marken der Tabelle bleiben, daher lädt die nächste Sitzung sie erneut. Endet es wieder unvollständig, melden Sie es mit den E-Datensätzen dieses Standorts.</translation>
    </message>
    <message>
        <source>Site number %1 on this primary belongs to another database (&quot;%2&quot;): the primary gave this site&apos;s number again, to a site that joined it later (a primary made anew does not know the sites of the old one). Nothing was changed. Run `jgreplicate-cli rejoin` here: this site takes a new number from the primary and sends its own rows again under it, and nothing of the other site&apos;s is touched.</source>
        <translation>Standortnummer %1 gehört auf diesem Primärstandort einer anderen Datenbank („%2“): der Primärstandort hat die Nummer dieses Standorts erneut vergeben, an einen später beigetretenen Standort (ein neu angelegter Primärstandort kennt die Standorte des alten nicht). Nichts wurde geändert. Führen Sie hier `jgreplicate-cli rejoin` aus: dieser Standort holt sich eine neue Nummer und sendet seine eigenen Zeilen unter ihr erneut; an den Zeilen des anderen Standorts ändert sich nichts.</translation>
    </message>
    <message>
        <source>This site is now site %1 (it was %2). Its %3 own rows in %4 tables are sent again under the new number by its next session, which also compares every row with the primary both ways: replicate now.</source>
        <translation>Dieser Standort ist jetzt Standort %1 (er war %2). Seine %3 eigenen Zeilen in %4 Tabellen sendet die nächste Sitzung unter der neuen Nummer erneut; sie vergleicht auch jede Zeile in beide Richtungen mit dem Primärstandort: jetzt replizieren.</translation>
    </message>
    <message>
        <source>This site has no site number yet: `join` gives it one.</source>
        <translation>Dieser Standort hat noch keine Standortnummer: `join` gibt ihm eine.</translation>
    </message>
    <message>
        <source>This database is a primary; rejoin is for a site.</source>
        <translation>Diese Datenbank ist ein Primärstandort; rejoin ist für einen Standort.</translation>
    </message>
    <message>
        <source>Site number %1 on this primary is this site&apos;s own: nothing was changed. (After a move to another primary, run move-to-primary.)</source>
        <translation>Standortnummer %1 gehört auf diesem Primärstandort diesem Standort: nichts wurde geändert. (Nach einem Wechsel zu einem anderen Primärstandort move-to-primary ausführen.)</translation>
    </message>
    <message>
        <source>Rejoined: this database was site %1, a number the primary gave again.</source>
        <translation>Neu beigetreten: diese Datenbank war Standort %1, eine Nummer, die der Primärstandort erneut vergeben hat.</translation>
    </message>
    <message>
        <source>%1 The primary recorded site %2 for this database; run rejoin again: it takes another number and leaves that one unused.</source>
        <translation>%1 Der Primärstandort hat Standort %2 für diese Datenbank erfasst; führen Sie rejoin erneut aus: es holt eine weitere Nummer und lässt jene ungenutzt.</translation>
    </message>
    <message>
        <source>Table %1 was not replicated in this session: %2 The other tables were.</source>
        <translation>Tabelle %1 wurde in dieser Sitzung nicht repliziert: %2 Die anderen Tabellen wurden es.</translation>
    </message>
    <message>
        <source>it references table %1, which was stopped.</source>
        <translation>sie verweist auf Tabelle %1, die angehalten wurde.</translation>
    </message>
    <message>
        <source>the same type</source>
        <translation>derselbe Typ</translation>
    </message>
    <message>
        <source> (its text)</source>
        <translation> (als Text)</translation>
    </message>
    <message>
        <source>The stamp triggers of %1 on the %2 database could not be renewed: %3. A MariaDB column ON UPDATE CURRENT_TIMESTAMP may be given the time of replication&apos;s own writes. Run prepare-table %1 there as a user who may change the table.</source>
        <translation>Die Stempel-Trigger von %1 in der Datenbank %2 konnten nicht erneuert werden: %3. Eine MariaDB-Spalte mit ON UPDATE CURRENT_TIMESTAMP kann die Zeit der eigenen Schreibvorgänge der Replikation erhalten. Führen Sie prepare-table %1 dort als Benutzer aus, der die Tabelle ändern darf.</translation>
    </message>
    <message>
        <source>is %1, which this database&apos;s dates cannot hold</source>
        <translation>ist %1, was die Datumswerte dieser Datenbank nicht aufnehmen können</translation>
    </message>
    <message>
        <source>--reference %1=%2 was given instead</source>
        <translation>stattdessen wurde --reference %1=%2 angegeben</translation>
    </message>
    <message>
        <source>--no-reference: it travels as a number, and row ids differ from site to site</source>
        <translation>--no-reference: Er wird als Zahl übertragen, und Zeilen-IDs unterscheiden sich von Standort zu Standort</translation>
    </message>
    <message>
        <source>it points at %1.%2, which is not the row id of %1, so it travels as its value (the same at every site)</source>
        <translation>er zeigt auf %1.%2, nicht auf die Zeilen-ID von %1, und wird daher als sein Wert übertragen (an jedem Standort derselbe)</translation>
    </message>
    <message>
        <source>Table %1 column %2 references table %3, which is not replicated %4: add-table %3 on the primary, or run prepare-table %1 there again with --no-reference %2.</source>
        <translation>Spalte %2 der Tabelle %1 verweist auf Tabelle %3, die %4 nicht repliziert wird: Führen Sie add-table %3 auf dem Primärstandort aus, oder prepare-table %1 dort erneut mit --no-reference %2.</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; column %2 references table &quot;%3&quot;, which is not prepared here: run prepare-table %3 and add-table %3 first, or prepare-table %1 again with --no-reference %2 (and without --reference %2=%3).</source>
        <translation>Spalte %2 der Tabelle „%1“ verweist auf Tabelle „%3“, die hier nicht vorbereitet ist: Führen Sie zuerst prepare-table %3 und add-table %3 aus, oder prepare-table %1 erneut mit --no-reference %2 (und ohne --reference %2=%3).</translation>
    </message>
    <message>
        <source>Table &quot;%1&quot; %2 table &quot;%3&quot;, which replicates already: a query of the parent returns the rows of both, so they would travel twice. Nothing was changed; replicate the parent alone (it carries every row of its children), or the children without it.</source>
        <translation>Tabelle „%1“ %2 Tabelle „%3“, die bereits repliziert wird: Eine Abfrage der Elterntabelle liefert die Zeilen beider, sie würden also doppelt übertragen. Nichts wurde geändert; replizieren Sie die Elterntabelle allein (sie trägt alle Zeilen ihrer Kindtabellen) oder die Kindtabellen ohne sie.</translation>
    </message>
    <message>
        <source>inherits from</source>
        <translation>erbt von</translation>
    </message>
    <message>
        <source>is inherited by</source>
        <translation>wird beerbt von</translation>
    </message>
    <message>
        <source>is for PostgreSQL: a %1 database holds its tables itself. Remove schema=.</source>
        <translation>gilt nur für PostgreSQL: eine %1-Datenbank enthält ihre Tabellen selbst. Entfernen Sie schema=.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a schema name JGReplicate can use (letters, digits and underscores).</source>
        <translation>„%1“ ist kein Schemaname, den JGReplicate verwenden kann (Buchstaben, Ziffern und Unterstriche).</translation>
    </message>
    <message>
        <source>%1.%2 stays a reference to %3&apos;s row id (%1 replicates already), though its foreign key points at %3.%4</source>
        <translation>%1.%2 bleibt ein Verweis auf die Zeilen-ID von %3 (%1 wird bereits repliziert), obwohl sein Fremdschlüssel auf %3.%4 zeigt</translation>
    </message>
    <message>
        <source>%1.%2 now travels as its value: its foreign key points at %3.%4, which is not %3&apos;s row id</source>
        <translation>%1.%2 wird jetzt als Wert übertragen: sein Fremdschlüssel zeigt auf %3.%4, das nicht die Zeilen-ID von %3 ist</translation>
    </message>
    <message>
        <source>The [%1] database %2 has no schema %3: create it (CREATE SCHEMA %3) or correct schema= in the [%1] section.</source>
        <translation>Die [%1]-Datenbank %2 hat kein Schema %3: legen Sie es an (CREATE SCHEMA %3) oder korrigieren Sie schema= im Abschnitt [%1].</translation>
    </message>
    <message>
        <source>is %1, which this %2 column cannot hold</source>
        <translation>ist %1, was diese Spalte vom Typ %2 nicht aufnehmen kann</translation>
    </message>
    <message>
        <source>no sites yet</source>
        <translation>noch keine Standorte</translation>
    </message>
    <message numerus="yes">
        <source>all %n site(s) up to date</source>
        <translation>
            <numerusform>%n Standort aktuell</numerusform>
            <numerusform>alle %n Standorte aktuell</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>site %1 &quot;%2&quot;: %3 (%n site(s) in this state)</source>
        <translation>
            <numerusform>Standort %1 „%2“: %3 (%n Standort in diesem Zustand)</numerusform>
            <numerusform>Standort %1 „%2“: %3 (%n Standorte in diesem Zustand)</numerusform>
        </translation>
    </message>
    <message>
        <source>Last success: %1
</source>
        <translation>Letzter Erfolg: %1
</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>State: %1
</source>
        <translation>Zustand: %1
</translation>
    </message>
    <message>
        <source>Sites: %1
</source>
        <translation>Standorte: %1
</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 von %2 Zeilen</translation>
    </message>
    <message>
        <source>%1 rows/s</source>
        <translation>%1 Zeilen/s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>noch etwa %1 s</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>noch etwa %1</translation>
    </message>
</context>
<context>
    <name>RecordCatalog</name>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>suspended (sites are told it is busy)</source>
        <translation>ausgesetzt (Standorte erfahren, dass er beschäftigt ist)</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>repliziert</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>ausgesetzt</translation>
    </message>
    <message>
        <source>forward to the primary</source>
        <translation>an den Primärserver weiterleiten</translation>
    </message>
    <message>
        <source>keep here</source>
        <translation>hier behalten</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>finished in the session in progress</source>
        <translation>in der laufenden Sitzung fertig</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>applied here</source>
        <translation>hier angewendet</translation>
    </message>
    <message>
        <source>not applied</source>
        <translation>nicht angewendet</translation>
    </message>
    <message>
        <source>forwarded</source>
        <translation>weitergeleitet</translation>
    </message>
    <message>
        <source>not forwarded</source>
        <translation>nicht weitergeleitet</translation>
    </message>
    <message>
        <source>Site number</source>
        <translation>Standortnummer</translation>
    </message>
    <message>
        <source>the site the record is about (M: this site)</source>
        <translation>der Standort, um den es im Datensatz geht (M: dieser Standort)</translation>
    </message>
    <message>
        <source>Site name</source>
        <translation>Standortname</translation>
    </message>
    <message>
        <source>a human name, e.g. &quot;Jim Smith&apos;s Laptop&quot;</source>
        <translation>ein lesbarer Name, z. B. „Laptop von Jim Smith“</translation>
    </message>
    <message>
        <source>Database type</source>
        <translation>Datenbanktyp</translation>
    </message>
    <message>
        <source>sqlite, postgresql or mariadb</source>
        <translation>sqlite, postgresql oder mariadb</translation>
    </message>
    <message>
        <source>Primary role</source>
        <translation>Primärrolle</translation>
    </message>
    <message>
        <source>whether this database serves other sites</source>
        <translation>ob diese Datenbank andere Standorte bedient</translation>
    </message>
    <message>
        <source>master primary</source>
        <translation>Master-Primärserver</translation>
    </message>
    <message>
        <source>secondary primary</source>
        <translation>sekundärer Primärserver</translation>
    </message>
    <message>
        <source>a site (no primary role)</source>
        <translation>ein Standort (keine Primärrolle)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>the replicated, logged or altered table</source>
        <translation>die replizierte, protokollierte oder geänderte Tabelle</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>order in which tables replicate (parents before children)</source>
        <translation>Reihenfolge der Replikation (Eltern vor Kindern)</translation>
    </message>
    <message>
        <source>Replication type</source>
        <translation>Replikationsart</translation>
    </message>
    <message>
        <source>which way rows travel</source>
        <translation>in welche Richtung Zeilen übertragen werden</translation>
    </message>
    <message>
        <source>full: both ways</source>
        <translation>vollständig: in beide Richtungen</translation>
    </message>
    <message>
        <source>download only</source>
        <translation>nur herunterladen</translation>
    </message>
    <message>
        <source>upload only</source>
        <translation>nur hochladen</translation>
    </message>
    <message>
        <source>Blank fill</source>
        <translation>Leerfelder füllen</translation>
    </message>
    <message>
        <source>whether non-owners may fill empty text fields</source>
        <translation>ob Nicht-Eigentümer leere Textfelder füllen dürfen</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>Allow one mismatch</source>
        <translation>Eine Abweichung erlauben</translation>
    </message>
    <message>
        <source>lets a site restored from a backup replicate once although its marks do not match</source>
        <translation>lässt einen aus einer Sicherung wiederhergestellten Standort einmal replizieren, obwohl seine Marken nicht passen</translation>
    </message>
    <message>
        <source>Sessions started</source>
        <translation>Begonnene Sitzungen</translation>
    </message>
    <message>
        <source>Sessions finished</source>
        <translation>Beendete Sitzungen</translation>
    </message>
    <message>
        <source>Failures in a row</source>
        <translation>Fehlschläge in Folge</translation>
    </message>
    <message>
        <source>sessions started and not finished; 0 after a success</source>
        <translation>begonnene und nicht beendete Sitzungen; 0 nach einem Erfolg</translation>
    </message>
    <message>
        <source>Reminder after (minutes)</source>
        <translation>Erinnerung nach (Minuten)</translation>
    </message>
    <message>
        <source>after this a site is overdue and the tray reminds its users</source>
        <translation>danach ist ein Standort überfällig und das Symbol in der Kontrollleiste erinnert seine Benutzer</translation>
    </message>
    <message>
        <source>Alert after (minutes)</source>
        <translation>Alarm nach (Minuten)</translation>
    </message>
    <message>
        <source>after this an overdue site is reported by e-mail and an E record</source>
        <translation>danach wird ein überfälliger Standort per E-Mail und E-Datensatz gemeldet</translation>
    </message>
    <message>
        <source>Last start</source>
        <translation>Letzter Start</translation>
    </message>
    <message>
        <source>Last end</source>
        <translation>Letztes Ende</translation>
    </message>
    <message>
        <source>empty: it did not finish</source>
        <translation>leer: nicht beendet</translation>
    </message>
    <message>
        <source>Last success</source>
        <translation>Letzter Erfolg</translation>
    </message>
    <message>
        <source>Inserted here</source>
        <translation>Hier eingefügt</translation>
    </message>
    <message>
        <source>rows from the primary inserted here</source>
        <translation>vom Primärserver hier eingefügte Zeilen</translation>
    </message>
    <message>
        <source>Inserted at the primary</source>
        <translation>Beim Primärserver eingefügt</translation>
    </message>
    <message>
        <source>Updated here</source>
        <translation>Hier aktualisiert</translation>
    </message>
    <message>
        <source>Updated at the primary</source>
        <translation>Beim Primärserver aktualisiert</translation>
    </message>
    <message>
        <source>Deleted here</source>
        <translation>Hier gelöscht</translation>
    </message>
    <message>
        <source>Deleted at the primary</source>
        <translation>Beim Primärserver gelöscht</translation>
    </message>
    <message>
        <source>Next site number</source>
        <translation>Nächste Standortnummer</translation>
    </message>
    <message>
        <source>handed out to the next site that joins</source>
        <translation>wird an den nächsten beitretenden Standort vergeben</translation>
    </message>
    <message>
        <source>Site number 2</source>
        <translation>Standortnummer 2</translation>
    </message>
    <message>
        <source>secondary primaries: numbers to hand out</source>
        <translation>sekundäre Primärserver: zu vergebende Nummern</translation>
    </message>
    <message>
        <source>Site number 3</source>
        <translation>Standortnummer 3</translation>
    </message>
    <message>
        <source>Site number 4</source>
        <translation>Standortnummer 4</translation>
    </message>
    <message>
        <source>Site number 5</source>
        <translation>Standortnummer 5</translation>
    </message>
    <message>
        <source>Numbers locked</source>
        <translation>Nummern gesperrt</translation>
    </message>
    <message>
        <source>Y while a site number is being handed out (a stale lock is broken after 10 minutes)</source>
        <translation>Y, während eine Standortnummer vergeben wird (eine veraltete Sperre wird nach 10 Minuten gelöst)</translation>
    </message>
    <message>
        <source>Mail after each session</source>
        <translation>E-Mail nach jeder Sitzung</translation>
    </message>
    <message>
        <source>e-mail the administrator after each successful session</source>
        <translation>den Administrator nach jeder erfolgreichen Sitzung per E-Mail benachrichtigen</translation>
    </message>
    <message>
        <source>Management by exception</source>
        <translation>Management by Exception</translation>
    </message>
    <message>
        <source>who checks for late and failing sites</source>
        <translation>wer verspätete und fehlschlagende Standorte prüft</translation>
    </message>
    <message>
        <source>the sites check each other when they replicate</source>
        <translation>die Standorte prüfen einander beim Replizieren</translation>
    </message>
    <message>
        <source>a local process on the primary checks</source>
        <translation>ein lokaler Prozess auf dem Primärserver prüft</translation>
    </message>
    <message>
        <source>nobody checks</source>
        <translation>niemand prüft</translation>
    </message>
    <message>
        <source>Alert after (days)</source>
        <translation>Alarm nach (Tagen)</translation>
    </message>
    <message>
        <source>report sites whose last success is older (0: off)</source>
        <translation>Standorte melden, deren letzter Erfolg älter ist (0: aus)</translation>
    </message>
    <message>
        <source>Alert after failures</source>
        <translation>Alarm nach Fehlschlägen</translation>
    </message>
    <message>
        <source>report a site whose failures in a row exceed this (0: off)</source>
        <translation>einen Standort melden, dessen Fehlschläge in Folge dies überschreiten (0: aus)</translation>
    </message>
    <message>
        <source>Update number</source>
        <translation>Änderungsnummer</translation>
    </message>
    <message>
        <source>U: sequence number; S/M: highest update applied</source>
        <translation>U: laufende Nummer; S/M: höchste angewendete Änderung</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>ADD &lt;column&gt; &lt;family&gt; [LENGTH n] [DECIMALS d] [DEFAULT v] [NULL|NOT NULL], or RUN &lt;procedure&gt;(...)</source>
        <translation>ADD &lt;Spalte&gt; &lt;Familie&gt; [LENGTH n] [DECIMALS d] [DEFAULT v] [NULL|NOT NULL] oder RUN &lt;Prozedur&gt;(...)</translation>
    </message>
    <message>
        <source>Site of the error</source>
        <translation>Standort des Fehlers</translation>
    </message>
    <message>
        <source>where the error happened</source>
        <translation>wo der Fehler auftrat</translation>
    </message>
    <message>
        <source>Mailed</source>
        <translation>Gemailt</translation>
    </message>
    <message>
        <source>the administrator was mailed</source>
        <translation>der Administrator wurde benachrichtigt</translation>
    </message>
    <message>
        <source>Overdue mail sent</source>
        <translation>Überfällig-Mail gesendet</translation>
    </message>
    <message>
        <source>Failures mail sent</source>
        <translation>Fehlschlag-Mail gesendet</translation>
    </message>
    <message>
        <source>Test data</source>
        <translation>Testdaten</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>S: one line per session; E: the error message</source>
        <translation>S: eine Zeile pro Sitzung; E: die Fehlermeldung</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Verarbeiten</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Master</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Standorte</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Protokolle</translation>
    </message>
    <message>
        <source>Schema updates</source>
        <translation>Schemaänderungen</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Test records</source>
        <translation>Testdatensätze</translation>
    </message>
    <message>
        <source>site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>Master record</source>
        <translation>Master-Datensatz</translation>
    </message>
    <message>
        <source>Replicated tables</source>
        <translation>Replizierte Tabellen</translation>
    </message>
    <message>
        <source>Table runs</source>
        <translation>Tabellenläufe</translation>
    </message>
    <message>
        <source>Replication health</source>
        <translation>Zustand der Replikation</translation>
    </message>
    <message>
        <source>edit put back</source>
        <translation>Änderung zurückgesetzt</translation>
    </message>
    <message>
        <source>blank fill lost the race</source>
        <translation>Leerfeld-Füllung kam zu spät</translation>
    </message>
    <message>
        <source>delete refused</source>
        <translation>Löschen abgelehnt</translation>
    </message>
    <message>
        <source>reference not resolved</source>
        <translation>Verweis nicht auflösbar</translation>
    </message>
    <message>
        <source>value the other database cannot hold</source>
        <translation>Wert, den die andere Datenbank nicht aufnehmen kann</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>this database&apos;s own, made with its M record</source>
        <translation>die eigene dieser Datenbank, mit ihrem M-Datensatz angelegt</translation>
    </message>
    <message>
        <source>Primary&apos;s identity</source>
        <translation>Identität des Primärstandorts</translation>
    </message>
    <message>
        <source>the primary this site replicates with (move-to-primary changes it)</source>
        <translation>der Primärstandort, mit dem dieser Standort repliziert (move-to-primary ändert ihn)</translation>
    </message>
    <message>
        <source>Sites may add columns</source>
        <translation>Standorte dürfen Spalten ergänzen</translation>
    </message>
    <message>
        <source>yes: a site&apos;s table may have columns of its own; the primary&apos;s columns must exist at the site (&quot;JGuiGen-specific table&quot;)</source>
        <translation>ja: die Tabelle eines Standorts darf eigene Spalten haben; die Spalten des Primärservers müssen am Standort vorhanden sein (&quot;JGuiGen-spezifische Tabelle&quot;)</translation>
    </message>
    <message>
        <source>Local changes up to (session in progress)</source>
        <translation>Lokale Änderungen bis (laufende Sitzung)</translation>
    </message>
    <message>
        <source>MARK: the session sends this site&apos;s changes up to this time</source>
        <translation>MARK: die Sitzung sendet die Änderungen dieses Standorts bis zu diesem Zeitpunkt</translation>
    </message>
    <message>
        <source>Local changes sent up to</source>
        <translation>Lokale Änderungen gesendet bis</translation>
    </message>
    <message>
        <source>MARK of the last finished session (S: the site&apos;s copy, used to detect clones)</source>
        <translation>MARK der letzten abgeschlossenen Sitzung (S: die Kopie des Standorts, zum Erkennen von Klonen)</translation>
    </message>
    <message>
        <source>Primary&apos;s changes up to (session in progress)</source>
        <translation>Änderungen des Primärservers bis (laufende Sitzung)</translation>
    </message>
    <message>
        <source>PRIMARY-MARK: the session takes the primary&apos;s changes up to this time</source>
        <translation>PRIMARY-MARK: die Sitzung holt die Änderungen des Primärservers bis zu diesem Zeitpunkt</translation>
    </message>
    <message>
        <source>Primary&apos;s changes received up to</source>
        <translation>Änderungen des Primärservers erhalten bis</translation>
    </message>
    <message>
        <source>PRIMARY-MARK of the last finished session</source>
        <translation>PRIMARY-MARK der letzten abgeschlossenen Sitzung</translation>
    </message>
    <message>
        <source>Error message</source>
        <translation>Fehlermeldung</translation>
    </message>
    <message>
        <source>Subset</source>
        <translation>Teilmenge</translation>
    </message>
    <message>
        <source>which rows each site holds: empty for every row, --owned, or --match COLUMN=ATTRIBUTE (set with subset)</source>
        <translation>welche Zeilen jeder Standort hält: leer für alle Zeilen, --owned oder --match SPALTE=ATTRIBUT (gesetzt mit subset)</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>the site&apos;s values that subset --match rules compare with (set with site-attribute)</source>
        <translation>die Werte des Standorts, mit denen subset --match-Regeln vergleichen (gesetzt mit site-attribute)</translation>
    </message>
    <message>
        <source>Subset applied</source>
        <translation>Angewandte Teilmenge</translation>
    </message>
    <message>
        <source>a digest of the subset rules and attributes that this site&apos;s rows matched at its last session</source>
        <translation>ein Digest der Teilmengenregeln und Attribute, denen die Zeilen dieses Standorts in seiner letzten Sitzung entsprachen</translation>
    </message>
    <message>
        <source>Held back</source>
        <translation>Zurückgehalten</translation>
    </message>
    <message>
        <source>what the site&apos;s last finished session could not deliver, table by table, and why (empty: everything)</source>
        <translation>was die letzte beendete Sitzung des Standorts nicht übertragen konnte, Tabelle für Tabelle, und warum (leer: alles übertragen)</translation>
    </message>
    <message>
        <source>Site&apos;s identity</source>
        <translation>Identität des Standorts</translation>
    </message>
    <message>
        <source>the identity of the site&apos;s own database: a site number given again to another database is told apart</source>
        <translation>die Identität der eigenen Datenbank des Standorts: eine an eine andere Datenbank erneut vergebene Standortnummer wird erkannt</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Site %1 (%2)</source>
        <translation>Standort %1 (%2)</translation>
    </message>
    <message>
        <source>Site number</source>
        <translation>Standortnummer</translation>
    </message>
    <message>
        <source>Site name</source>
        <translation>Standortname</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Database type</source>
        <translation>Datenbanktyp</translation>
    </message>
    <message>
        <source>Active (process)</source>
        <translation>Aktiv (process)</translation>
    </message>
    <message>
        <source>Last success (UTC)</source>
        <translation>Letzter Erfolg (UTC)</translation>
    </message>
    <message>
        <source>Sessions started</source>
        <translation>Begonnene Sitzungen</translation>
    </message>
    <message>
        <source>Sessions finished</source>
        <translation>Beendete Sitzungen</translation>
    </message>
    <message>
        <source>Failures in a row</source>
        <translation>Fehlschläge in Folge</translation>
    </message>
    <message>
        <source>Reminder after (minutes)</source>
        <translation>Erinnerung nach (Minuten)</translation>
    </message>
    <message>
        <source>Alert after (minutes)</source>
        <translation>Alarm nach (Minuten)</translation>
    </message>
    <message>
        <source>Management by exception</source>
        <translation>Management by Exception</translation>
    </message>
    <message>
        <source>Alert after failures</source>
        <translation>Alarm nach Fehlschlägen</translation>
    </message>
    <message>
        <source>Alert after days</source>
        <translation>Alarm nach Tagen</translation>
    </message>
    <message>
        <source>Next site number</source>
        <translation>Nächste Standortnummer</translation>
    </message>
    <message>
        <source>Schema updates applied</source>
        <translation>Angewendete Schemaänderungen</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Updates applied</source>
        <translation>Angewendete Änderungen</translation>
    </message>
    <message>
        <source>%1 sites</source>
        <translation>%1 Standorte</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Blank fill</source>
        <translation>Leerfelder füllen</translation>
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
        <translation>Begonnene Läufe</translation>
    </message>
    <message>
        <source>Runs finished</source>
        <translation>Beendete Läufe</translation>
    </message>
    <message>
        <source>%1 tables</source>
        <translation>%1 Tabellen</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Applied at sites</source>
        <translation>Angewendet an Standorten</translation>
    </message>
    <message>
        <source>Not yet at sites</source>
        <translation>Noch nicht an Standorten</translation>
    </message>
    <message>
        <source>%1 schema updates, %2 sites</source>
        <translation>%1 Schemaänderungen, %2 Standorte</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Erstellt (UTC)</translation>
    </message>
    <message>
        <source>Reported by</source>
        <translation>Gemeldet von</translation>
    </message>
    <message>
        <source>Site of the error</source>
        <translation>Standort des Fehlers</translation>
    </message>
    <message>
        <source>Mailed</source>
        <translation>Gemailt</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>%1 errors, newest first</source>
        <translation>%1 Fehler, neueste zuerst</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>Begonnen (UTC)</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Pulled: inserted</source>
        <translation>Geholt: eingefügt</translation>
    </message>
    <message>
        <source>Pulled: updated</source>
        <translation>Geholt: aktualisiert</translation>
    </message>
    <message>
        <source>Pulled: deleted</source>
        <translation>Geholt: gelöscht</translation>
    </message>
    <message>
        <source>Pushed: inserted</source>
        <translation>Gesendet: eingefügt</translation>
    </message>
    <message>
        <source>Pushed: updated</source>
        <translation>Gesendet: aktualisiert</translation>
    </message>
    <message>
        <source>Pushed: deleted</source>
        <translation>Gesendet: gelöscht</translation>
    </message>
    <message>
        <source>%1 table runs, newest first</source>
        <translation>%1 Tabellenläufe, neueste zuerst</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Rows moved</source>
        <translation>Übertragene Zeilen</translation>
    </message>
    <message>
        <source>Sessions and rows moved per site and day</source>
        <translation>Sitzungen und übertragene Zeilen pro Standort und Tag</translation>
    </message>
    <message>
        <source>Unknown report &quot;%1&quot;; the reports are: %2.</source>
        <translation>Unbekannter Bericht „%1“; die Berichte sind: %2.</translation>
    </message>
    <message>
        <source>(nothing to report)</source>
        <translation>(nichts zu berichten)</translation>
    </message>
    <message>
        <source>Site %1</source>
        <translation>Standort %1</translation>
    </message>
    <message>
        <source>Sessions per day</source>
        <translation>Sitzungen pro Tag</translation>
    </message>
    <message>
        <source>Rows moved per day</source>
        <translation>Übertragene Zeilen pro Tag</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>Subset</source>
        <translation>Teilmenge</translation>
    </message>
    <message>
        <source>every row</source>
        <translation>jede Zeile</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message numerus="yes">
        <source>%n change(s) made here put back to the owner&apos;s values; kept under Conflicts (conflicts list), where the owner can take them.</source>
        <translation>
            <numerusform>%n hier gemachte Änderung wurde auf den Wert des Eigentümers zurückgesetzt; sie bleibt unter Konflikte (conflicts list) erhalten, wo der Eigentümer sie übernehmen kann.</numerusform>
            <numerusform>%n hier gemachte Änderungen wurden auf die Werte des Eigentümers zurückgesetzt; sie bleiben unter Konflikte (conflicts list) erhalten, wo der Eigentümer sie übernehmen kann.</numerusform>
        </translation>
    </message>
    <message>
        <source>a row they reference is not there yet</source>
        <translation>eine Zeile, auf die sie verweisen, ist noch nicht da</translation>
    </message>
    <message>
        <source>a value the other side cannot hold</source>
        <translation>ein Wert, den die andere Seite nicht aufnehmen kann</translation>
    </message>
    <message>
        <source>a row id outside 0 to 999,999,999</source>
        <translation>eine Zeilen-ID außerhalb von 0 bis 999.999.999</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) (%2)</source>
        <translation>
            <numerusform>%1: %n Zeile (%2)</numerusform>
            <numerusform>%1: %n Zeilen (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stopped, not replicated: %1. The other tables replicated; the stopped ones are tried again every session.</source>
        <translation>Angehalten, nicht repliziert: %1. Die anderen Tabellen wurden repliziert; die angehaltenen werden in jeder Sitzung erneut versucht.</translation>
    </message>
    <message>
        <source>Held back, not replicated: %1. They wait and are tried again every session; the errors report (report errors) and the window&apos;s Errors page say which rows and why.</source>
        <translation>Zurückgehalten, nicht repliziert: %1. Sie warten und werden in jeder Sitzung erneut versucht; der Fehlerbericht (report errors) und die Seite „Fehler“ des Fensters nennen die Zeilen und den Grund.</translation>
    </message>
</context>
<context>
    <name>SiteState</name>
    <message>
        <source>up to date</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>never replicated</source>
        <translation>noch nie repliziert</translation>
    </message>
    <message>
        <source>behind: a reminder is due</source>
        <translation>im Rückstand: eine Erinnerung ist fällig</translation>
    </message>
    <message>
        <source>holding rows back</source>
        <translation>hält Zeilen zurück</translation>
    </message>
    <message>
        <source>overdue: administrators alerted</source>
        <translation>überfällig: Administratoren benachrichtigt</translation>
    </message>
    <message>
        <source>overdue</source>
        <translation>überfällig</translation>
    </message>
    <message numerus="yes">
        <source>failing: %n session(s) in a row</source>
        <translation>
            <numerusform>fehlerhaft: %n Sitzung in Folge</numerusform>
            <numerusform>fehlerhaft: %n Sitzungen in Folge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jgr::ui::ConflictsPage</name>
    <message>
        <source>any site</source>
        <translation>jeder Standort</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>Refused at &amp;site:</source>
        <translation>Abgelehnt an &amp;Standort:</translation>
    </message>
    <message>
        <source>Written &amp;since:</source>
        <translation>Geschrieben &amp;seit:</translation>
    </message>
    <message>
        <source>&amp;Take their value</source>
        <translation>Deren Wert &amp;übernehmen</translation>
    </message>
    <message>
        <source>Write the refused value as the owner; it then replicates like any owner edit.</source>
        <translation>Den abgelehnten Wert als Eigentümer schreiben; er wird dann wie jede Änderung des Eigentümers repliziert.</translation>
    </message>
    <message>
        <source>&amp;Dismiss</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Refused value</source>
        <translation>Abgelehnter Wert</translation>
    </message>
    <message>
        <source>Value kept</source>
        <translation>Behaltener Wert</translation>
    </message>
    <message>
        <source>Refused at site</source>
        <translation>Abgelehnt an Standort</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Eigentümer</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <source>all tables</source>
        <translation>alle Tabellen</translation>
    </message>
    <message numerus="yes">
        <source>%n open conflict(s).</source>
        <translation>
            <numerusform>%n offener Konflikt.</numerusform>
            <numerusform>%n offene Konflikte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a conflict first.</source>
        <translation>Wählen Sie zuerst einen Konflikt aus.</translation>
    </message>
    <message>
        <source>The refused value is written; it travels with the next session.</source>
        <translation>Der abgelehnte Wert ist geschrieben; er wird mit der nächsten Sitzung übertragen.</translation>
    </message>
    <message>
        <source>Dismissed.</source>
        <translation>Verworfen.</translation>
    </message>
    <message>
        <source>Take their value</source>
        <translation>Ihren Wert übernehmen</translation>
    </message>
    <message>
        <source>Write &quot;%1&quot; over &quot;%2&quot; in %3 (column %4) as its owner? Every site gets it with its next session.</source>
        <translation>&quot;%1&quot; als Eigentümer über &quot;%2&quot; in %3 (Spalte %4) schreiben? Jeder Standort erhält es mit seiner nächsten Sitzung.</translation>
    </message>
    <message>
        <source>replication id %1</source>
        <translation>Replikations-ID %1</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Konflikte</translation>
    </message>
</context>
<context>
    <name>jgr::ui::DataPage</name>
    <message>
        <source>all owners</source>
        <translation>alle Eigentümer</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>&amp;Owner:</source>
        <translation>&amp;Eigentümer:</translation>
    </message>
    <message>
        <source>&amp;Suspend table</source>
        <translation>Tabelle a&amp;ussetzen</translation>
    </message>
    <message>
        <source>Res&amp;ume table</source>
        <translation>Tabelle &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Hand the selected rows to site:</source>
        <translation>Ausgewählte Zeilen übergeben an Standort:</translation>
    </message>
    <message>
        <source>&amp;Hand over</source>
        <translation>&amp;Übergeben</translation>
    </message>
    <message>
        <source>%1 (suspended)</source>
        <translation>%1 (ausgesetzt)</translation>
    </message>
    <message>
        <source>Select the rows to hand over first.</source>
        <translation>Wählen Sie zuerst die zu übergebenden Zeilen aus.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) now belong to site %1; the change travels with the next session.</source>
        <translation>
            <numerusform>%n Zeile gehört jetzt Standort %1; die Änderung wird mit der nächsten Sitzung übertragen.</numerusform>
            <numerusform>%n Zeilen gehören jetzt Standort %1; die Änderung wird mit der nächsten Sitzung übertragen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 replicates again.</source>
        <translation>%1 wird wieder repliziert.</translation>
    </message>
    <message>
        <source>%1 is suspended.</source>
        <translation>%1 ist ausgesetzt.</translation>
    </message>
    <message>
        <source>Hand over rows</source>
        <translation>Zeilen übergeben</translation>
    </message>
    <message numerus="yes">
        <source>Hand %n row(s) of %1 to site %2? From then on only site %2 (or the primary) can change them; this site&apos;s later edits of them are put back.</source>
        <translation>
            <numerusform>%n Zeile von %1 an Standort %2 übergeben? Danach kann nur Standort %2 (oder der Primärserver) sie ändern; spätere Änderungen dieses Standorts werden zurückgesetzt.</numerusform>
            <numerusform>%n Zeilen von %1 an Standort %2 übergeben? Danach kann nur Standort %2 (oder der Primärserver) sie ändern; spätere Änderungen dieses Standorts werden zurückgesetzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Previous page</source>
        <translation>&amp;Vorige Seite</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>&amp;Nächste Seite</translation>
    </message>
    <message>
        <source>Owner site</source>
        <translation>Eigentümer-Standort</translation>
    </message>
    <message>
        <source>Replication id</source>
        <translation>Replikations-ID</translation>
    </message>
    <message>
        <source>No rows in %1.</source>
        <translation>Keine Zeilen in %1.</translation>
    </message>
    <message>
        <source>Rows %1 to %2 of %3 in %4.</source>
        <translation>Zeilen %1 bis %2 von %3 in %4.</translation>
    </message>
    <message>
        <source>text or number, then Enter</source>
        <translation>Text oder Zahl, dann Eingabe</translation>
    </message>
    <message>
        <source>S&amp;earch:</source>
        <translation>S&amp;uchen:</translation>
    </message>
    <message>
        <source>%1: the table&apos;s key</source>
        <translation>%1: der Schlüssel der Tabelle</translation>
    </message>
    <message>
        <source>No row of %1 holds &quot;%2&quot;.</source>
        <translation>Keine Zeile von %1 enthält &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Rows of the table</source>
        <translation>Zeilen der Tabelle</translation>
    </message>
</context>
<context>
    <name>jgr::ui::DatabaseSectionEditor</name>
    <message>
        <source>A primary on several servers: HOST:PORT,HOST:PORT (the first that accepts writes serves each session).</source>
        <translation>Ein Primärserver auf mehreren Servern: HOST:PORT,HOST:PORT (der erste, der Schreibzugriffe annimmt, bedient jede Sitzung).</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>e.g. sslmode=verify-full;sslrootcert=/etc/jgreplicate/ca.pem</source>
        <translation>z. B. sslmode=verify-full;sslrootcert=/etc/jgreplicate/ca.pem</translation>
    </message>
    <message>
        <source>Keychain (recommended)</source>
        <translation>Schlüsselbund (empfohlen)</translation>
    </message>
    <message>
        <source>Encrypted file next to the INI</source>
        <translation>Verschlüsselte Datei neben der INI</translation>
    </message>
    <message>
        <source>Environment variable</source>
        <translation>Umgebungsvariable</translation>
    </message>
    <message>
        <source>No password</source>
        <translation>Kein Passwort</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Database &amp;type:</source>
        <translation>Datenbank&amp;typ:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Options:</source>
        <translation>&amp;Optionen:</translation>
    </message>
    <message>
        <source>Password &amp;kept in:</source>
        <translation>Passwort &amp;gespeichert in:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>database name</source>
        <translation>Datenbankname</translation>
    </message>
    <message>
        <source>path of the database file</source>
        <translation>Pfad der Datenbankdatei</translation>
    </message>
    <message>
        <source>Connected: %1 (%2).</source>
        <translation>Verbunden: %1 (%2).</translation>
    </message>
    <message>
        <source>Fill in %1 first.</source>
        <translation>Füllen Sie zuerst %1 aus.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
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
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Replicate now</source>
        <translation>Jetzt replizieren</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>This site</source>
        <translation>Dieser Standort</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primärserver</translation>
    </message>
    <message>
        <source>Whose records the record views show and edit</source>
        <translation>Wessen Datensätze die Datensatzansichten zeigen und bearbeiten</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open site configuration…</source>
        <translation>Standortkonfiguration ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;New site…</source>
        <translation>&amp;Neuer Standort…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Site</source>
        <translation>&amp;Standort</translation>
    </message>
    <message>
        <source>&amp;Replicate now</source>
        <translation>Jetzt &amp;replizieren</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source> Records of: </source>
        <translation> Datensätze von: </translation>
    </message>
    <message>
        <source>No site configuration: %1</source>
        <translation>Keine Standortkonfiguration: %1</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>Site: %1 — %2</source>
        <translation>Standort: %1 — %2</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>Primärserver</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not connected</source>
        <translation>%1: nicht verbunden</translation>
    </message>
    <message>
        <source>Open site configuration</source>
        <translation>Standortkonfiguration öffnen</translation>
    </message>
    <message>
        <source>Site configuration (*.ini)</source>
        <translation>Standortkonfiguration (*.ini)</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Konflikte</translation>
    </message>
    <message>
        <source>&amp;Take a table again…</source>
        <translation>Tabelle &amp;neu übernehmen…</translation>
    </message>
    <message>
        <source>&amp;Move to the primary in the configuration…</source>
        <translation>Zum Primärstandort der Konfiguration &amp;wechseln…</translation>
    </message>
    <message>
        <source>&amp;Promote to master primary…</source>
        <translation>Zum Master-Primärstandort &amp;befördern…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About JGReplicate</source>
        <translation>&amp;Über JGReplicate</translation>
    </message>
    <message>
        <source>About JGReplicate</source>
        <translation>Über JGReplicate</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Read the site&apos;s records and data again (replicates nothing)</source>
        <translation>Datensätze und Daten des Standorts neu lesen (repliziert nichts)</translation>
    </message>
    <message>
        <source>&amp;Subset of a table…</source>
        <translation>&amp;Teilmenge einer Tabelle…</translation>
    </message>
    <message>
        <source>Site &amp;attribute…</source>
        <translation>Standort&amp;attribut…</translation>
    </message>
    <message>
        <source>S&amp;ubset…</source>
        <translation>Teil&amp;menge…</translation>
    </message>
    <message>
        <source>For a site: this database has no primary in its configuration (it is the master primary, or not a site yet).</source>
        <translation>Für einen Standort: diese Datenbank hat keinen Primärserver in ihrer Konfiguration (sie ist der Master-Primärserver oder noch kein Standort).</translation>
    </message>
</context>
<context>
    <name>jgr::ui::NewSiteWizard</name>
    <message>
        <source>This site</source>
        <translation>Dieser Standort</translation>
    </message>
    <message>
        <source>A name people recognise, and the SQLite file this site keeps its data in.</source>
        <translation>Ein Name, den man wiedererkennt, und die SQLite-Datei, in der dieser Standort seine Daten hält.</translation>
    </message>
    <message>
        <source>Site &amp;name:</source>
        <translation>Standort&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Database file:</source>
        <translation>&amp;Datenbankdatei:</translation>
    </message>
    <message>
        <source>&amp;Configuration file:</source>
        <translation>&amp;Konfigurationsdatei:</translation>
    </message>
    <message>
        <source>The primary</source>
        <translation>Der Primärserver</translation>
    </message>
    <message>
        <source>The server this site replicates with. Test the connection to go on.</source>
        <translation>Der Server, mit dem dieser Standort repliziert. Testen Sie die Verbindung, um fortzufahren.</translation>
    </message>
    <message>
        <source>Join and replicate</source>
        <translation>Beitreten und replizieren</translation>
    </message>
    <message>
        <source>The site takes its number from the primary and copies the tables.</source>
        <translation>Der Standort erhält seine Nummer vom Primärserver und kopiert die Tabellen.</translation>
    </message>
    <message>
        <source>New site</source>
        <translation>Neuer Standort</translation>
    </message>
</context>
<context>
    <name>jgr::ui::OverviewPage</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>No site</source>
        <translation>Kein Standort</translation>
    </message>
    <message>
        <source>This site has not joined yet</source>
        <translation>Dieser Standort ist noch nicht beigetreten</translation>
    </message>
    <message>
        <source>Site %1 — %2</source>
        <translation>Standort %1 — %2</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>Last success</source>
        <translation>Letzter Erfolg</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>%1 started, %2 finished, %3 failed in a row</source>
        <translation>%1 begonnen, %2 beendet, %3 in Folge fehlgeschlagen</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>The link to the local database is not encrypted with a verified certificate.</source>
        <translation>Die Verbindung zur lokalen Datenbank ist nicht mit einem geprüften Zertifikat verschlüsselt.</translation>
    </message>
    <message>
        <source>Open errors (%1)</source>
        <translation>Offene Fehler (%1)</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>The newest %1 are listed; the Errors page and the errors report have them all.</source>
        <translation>Die neuesten %1 sind aufgeführt; die Seite Fehler und der Fehlerbericht enthalten alle.</translation>
    </message>
    <message>
        <source>Site overview</source>
        <translation>Standortübersicht</translation>
    </message>
    <message>
        <source>Held back</source>
        <translation>Zurückgehalten</translation>
    </message>
    <message>
        <source>The opened site&apos;s details</source>
        <translation>Einzelheiten des geöffneten Standorts</translation>
    </message>
    <message>
        <source>Open a site in the grid (double click or Enter) to see its sessions and errors here.</source>
        <translation>Öffnen Sie einen Standort in der Tabelle (Doppelklick oder Eingabe), um hier seine Sitzungen und Fehler zu sehen.</translation>
    </message>
    <message>
        <source>Site %1 is no longer a site of this primary.</source>
        <translation>Standort %1 ist kein Standort dieses Primärservers mehr.</translation>
    </message>
    <message>
        <source>Sessions: %1 started, %2 finished, %3 failed in a row. Last start %4, last end %5, last success %6.</source>
        <translation>Sitzungen: %1 begonnen, %2 beendet, %3 in Folge fehlgeschlagen. Letzter Start %4, letztes Ende %5, letzter Erfolg %6.</translation>
    </message>
    <message>
        <source>Latest errors</source>
        <translation>Neueste Fehler</translation>
    </message>
    <message>
        <source>Latest tables replicated</source>
        <translation>Zuletzt replizierte Tabellen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n row(s) moved</source>
        <translation>
            <numerusform>%1: %2, %n Zeile übertragen</numerusform>
            <numerusform>%1: %2, %n Zeilen übertragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Standorte</translation>
    </message>
</context>
<context>
    <name>jgr::ui::Questions</name>
    <message>
        <source>Suspend table</source>
        <translation>Tabelle aussetzen</translation>
    </message>
    <message>
        <source>Suspend %1 on this primary (%2)? No site replicates it until it is resumed here.</source>
        <translation>%1 auf diesem Primärserver (%2) aussetzen? Kein Standort repliziert sie, bis sie hier fortgesetzt wird.</translation>
    </message>
    <message>
        <source>Suspend %1 at this site (%2)? Its sessions leave it alone until it is resumed.</source>
        <translation>%1 an diesem Standort (%2) aussetzen? Seine Sitzungen lassen sie aus, bis sie fortgesetzt wird.</translation>
    </message>
</context>
<context>
    <name>jgr::ui::RecordForm</name>
    <message>
        <source>(blank)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>YYYY-MM-DD HH:MM:SS, local time</source>
        <translation>JJJJ-MM-TT HH:MM:SS, Ortszeit</translation>
    </message>
    <message>
        <source>%1 — not a known value</source>
        <translation>%1 — kein bekannter Wert</translation>
    </message>
    <message>
        <source>%1 must be a date and time (YYYY-MM-DD HH:MM:SS).</source>
        <translation>%1 muss ein Datum mit Uhrzeit sein (JJJJ-MM-TT HH:MM:SS).</translation>
    </message>
    <message>
        <source>Given when the site joined; its rows name their owner by it, so it does not change here.</source>
        <translation>Beim Beitritt des Standorts vergeben; seine Zeilen nennen ihren Eigentümer damit, daher ändert sie sich hier nicht.</translation>
    </message>
</context>
<context>
    <name>jgr::ui::RecordModel</name>
    <message>
        <source>(blank)</source>
        <translation>(leer)</translation>
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
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Filter (any column)</source>
        <translation>Filter (beliebige Spalte)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) in %1.</source>
        <translation>
            <numerusform>%n Datensatz in %1.</numerusform>
            <numerusform>%n Datensätze in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>A new record: fill in the form and save.</source>
        <translation>Ein neuer Datensatz: Formular ausfüllen und speichern.</translation>
    </message>
    <message>
        <source>Not saved: correct the fields marked in red.</source>
        <translation>Nicht gespeichert: Korrigieren Sie die rot markierten Felder.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Changes reverted.</source>
        <translation>Änderungen verworfen.</translation>
    </message>
    <message>
        <source>Delete record</source>
        <translation>Datensatz löschen</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Gelöscht.</translation>
    </message>
    <message>
        <source>The newest %1 of %2 records in %3.</source>
        <translation>Die neuesten %1 von %2 Sätzen in %3.</translation>
    </message>
    <message>
        <source>%1 Shown: %2 that match the filter.</source>
        <translation>%1 Angezeigt: %2, die zum Filter passen.</translation>
    </message>
    <message>
        <source>No %1 records in %2. A site keeps few records of its own; the sites&apos; records are on the primary: switch &quot;Records of&quot; to Primary.</source>
        <translation>Keine %1-Datensätze in %2. Ein Standort hat nur wenige eigene Datensätze; die Datensätze der Standorte liegen beim Primärstandort: stellen Sie &quot;Datensätze von&quot; auf &quot;Primärserver&quot;.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>Nicht gespeichert.</translation>
    </message>
    <message>
        <source>Delete %1? This cannot be undone.</source>
        <translation>%1 löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>this database&apos;s own record (site %1, &quot;%2&quot;)</source>
        <translation>den eigenen Datensatz dieser Datenbank (Standort %1, &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>site &quot;%1&quot; (number %2)</source>
        <translation>Standort &quot;%1&quot; (Nummer %2)</translation>
    </message>
    <message>
        <source>the record of table %1</source>
        <translation>den Datensatz der Tabelle %1</translation>
    </message>
    <message>
        <source>the schema update of %1 (%2)</source>
        <translation>die Schemaänderung von %1 (%2)</translation>
    </message>
    <message>
        <source>the error of %1</source>
        <translation>den Fehler vom %1</translation>
    </message>
    <message>
        <source>the log of %1 of %2</source>
        <translation>das Protokoll von %1 vom %2</translation>
    </message>
    <message>
        <source>this record</source>
        <translation>diesen Datensatz</translation>
    </message>
</context>
<context>
    <name>jgr::ui::ReminderWindow</name>
    <message>
        <source>JGReplicate reminder</source>
        <translation>JGReplicate-Erinnerung</translation>
    </message>
    <message>
        <source>&amp;Replicate now</source>
        <translation>Jetzt &amp;replizieren</translation>
    </message>
    <message>
        <source>&amp;Snooze 1 hour</source>
        <translation>1 Stunde &amp;zurückstellen</translation>
    </message>
    <message>
        <source>&amp;Open administration</source>
        <translation>Verwaltung ö&amp;ffnen</translation>
    </message>
    <message>
        <source>There is no system tray on this desktop, so JGReplicate reminds you here.</source>
        <translation>Dieser Desktop hat keine Kontrollleiste, daher erinnert JGReplicate Sie hier.</translation>
    </message>
</context>
<context>
    <name>jgr::ui::ReplicatePanel</name>
    <message>
        <source>&amp;Replicate now</source>
        <translation>Jetzt &amp;replizieren</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Pulled
inserted</source>
        <translation>Geholt
eingefügt</translation>
    </message>
    <message>
        <source>Pulled
updated</source>
        <translation>Geholt
aktualisiert</translation>
    </message>
    <message>
        <source>Pulled
deleted</source>
        <translation>Geholt
gelöscht</translation>
    </message>
    <message>
        <source>Pushed
inserted</source>
        <translation>Gesendet
eingefügt</translation>
    </message>
    <message>
        <source>Pushed
updated</source>
        <translation>Gesendet
aktualisiert</translation>
    </message>
    <message>
        <source>Pushed
deleted</source>
        <translation>Gesendet
gelöscht</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>%v of %m tables</source>
        <translation>%v von %m Tabellen</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>pulling</source>
        <translation>holt</translation>
    </message>
    <message>
        <source>pushing</source>
        <translation>sendet</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Replication started.</source>
        <translation>Replikation gestartet.</translation>
    </message>
    <message>
        <source>Cancelling: the session stops after the current batch; the table rolls back and the next session resumes it.</source>
        <translation>Abbruch: Die Sitzung endet nach dem laufenden Stapel; die Tabelle wird zurückgesetzt und die nächste Sitzung setzt sie fort.</translation>
    </message>
    <message>
        <source>%1: started.</source>
        <translation>%1: gestartet.</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <source>Preview failed (exit code %1): %2</source>
        <translation>Vorschau fehlgeschlagen (Exit-Code %1): %2</translation>
    </message>
    <message>
        <source>would move</source>
        <translation>würde übertragen</translation>
    </message>
    <message>
        <source>Schema update waiting: %1</source>
        <translation>Wartende Schemaänderung: %1</translation>
    </message>
    <message>
        <source>Conflict ahead: %1 row %2 %3: &quot;%4&quot; would give way to &quot;%5&quot;</source>
        <translation>Konflikt voraus: %1 Zeile %2 %3: „%4“ würde „%5“ weichen</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more conflict(s) ahead, not listed</source>
        <translation>
            <numerusform>... und %n weiterer Konflikt voraus, nicht aufgeführt</numerusform>
            <numerusform>... und %n weitere Konflikte voraus, nicht aufgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview: the next session runs, and everything it writes is rolled back.</source>
        <translation>Vorschau: die nächste Sitzung läuft, und alles, was sie schreibt, wird zurückgerollt.</translation>
    </message>
    <message numerus="yes">
        <source>Preview: %n conflict(s) ahead; both sides are as they were.</source>
        <translation>
            <numerusform>Vorschau: %n Konflikt steht bevor; beide Seiten sind wie zuvor.</numerusform>
            <numerusform>Vorschau: %n Konflikte stehen bevor; beide Seiten sind wie zuvor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run the next session and roll it back: what it would send and receive, and how it would end</source>
        <translation>Die nächste Sitzung ausführen und zurückrollen: was sie senden und empfangen würde und wie sie enden würde</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>This database is the master primary: it does not replicate with anyone; its sites do.</source>
        <translation>Diese Datenbank ist der Master-Primärstandort: sie repliziert mit niemandem; ihre Standorte tun es.</translation>
    </message>
    <message>
        <source>%1: cancelled and rolled back; the next session resumes it.</source>
        <translation>%1: abgebrochen und zurückgerollt; die nächste Sitzung setzt sie fort.</translation>
    </message>
    <message>
        <source>Replication cancelled: the table in progress was rolled back, the tables before it are done; the next session resumes.</source>
        <translation>Replikation abgebrochen: die laufende Tabelle wurde zurückgerollt, die Tabellen davor sind fertig; die nächste Sitzung setzt fort.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Stop the copy after the current page; the next session resumes it</source>
        <translation>Die Kopie nach der aktuellen Seite anhalten; die nächste Sitzung setzt sie fort</translation>
    </message>
    <message numerus="yes">
        <source>Site %1 replicated %n table(s).</source>
        <translation>
            <numerusform>Standort %1 hat %n Tabelle repliziert.</numerusform>
            <numerusform>Standort %1 hat %n Tabellen repliziert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replication stopped: %1</source>
        <translation>Replikation angehalten: %1</translation>
    </message>
    <message>
        <source>Tables of the session</source>
        <translation>Tabellen der Sitzung</translation>
    </message>
    <message>
        <source>Session log</source>
        <translation>Sitzungsprotokoll</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) would leave this site&apos;s subset and be removed here (not at the primary or any other site).</source>
        <translation>
            <numerusform>%n Zeile würde die Teilmenge dieses Standorts verlassen und hier entfernt werden (nicht am Primärstandort oder an einem anderen Standort).</numerusform>
            <numerusform>%n Zeilen würden die Teilmenge dieses Standorts verlassen und hier entfernt werden (nicht am Primärstandort oder an einem anderen Standort).</numerusform>
        </translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation>zurückgerollt</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) moved</source>
        <translation>
            <numerusform>%Ln Zeile übertragen</numerusform>
            <numerusform>%Ln Zeilen übertragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling the preview: it stops after the current batch; nothing it did stays.</source>
        <translation>Die Vorschau wird abgebrochen: Sie hält nach dem laufenden Block an; nichts von ihr bleibt.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) would move</source>
        <translation>
            <numerusform>%Ln Zeile würde übertragen</numerusform>
            <numerusform>%Ln Zeilen würden übertragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview cancelled: both sides are as they were.</source>
        <translation>Vorschau abgebrochen: beide Seiten sind wie zuvor.</translation>
    </message>
    <message numerus="yes">
        <source>%1: would move %Ln row(s).</source>
        <translation>
            <numerusform>%1: würde %Ln Zeile übertragen.</numerusform>
            <numerusform>%1: würde %Ln Zeilen übertragen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: done, %Ln row(s) moved.</source>
        <translation>
            <numerusform>%1: fertig, %Ln Zeile übertragen.</numerusform>
            <numerusform>%1: fertig, %Ln Zeilen übertragen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
</context>
<context>
    <name>jgr::ui::ReportsPage</name>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>&amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>&amp;Report:</source>
        <translation>&amp;Bericht:</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s).</source>
        <translation>
            <numerusform>%n Zeile.</numerusform>
            <numerusform>%n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
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
        <translation>Bericht</translation>
    </message>
</context>
<context>
    <name>jgr::ui::SettingsDialog</name>
    <message>
        <source>Settings — %1</source>
        <translation>Einstellungen — %1</translation>
    </message>
    <message>
        <source>Site &amp;name:</source>
        <translation>Standort&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Administrator&apos;s e-mail:</source>
        <translation>E-Mail des &amp;Administrators:</translation>
    </message>
    <message>
        <source> minutes</source>
        <translation> Minuten</translation>
    </message>
    <message>
        <source>Tray checks &amp;every:</source>
        <translation>Kontrollleiste prüft &amp;alle:</translation>
    </message>
    <message>
        <source>&amp;Site</source>
        <translation>&amp;Standort</translation>
    </message>
    <message>
        <source>&amp;Local database</source>
        <translation>&amp;Lokale Datenbank</translation>
    </message>
    <message>
        <source>&amp;Primary</source>
        <translation>&amp;Primärserver</translation>
    </message>
    <message>
        <source>STARTTLS (usually port 587)</source>
        <translation>STARTTLS (meist Port 587)</translation>
    </message>
    <message>
        <source>TLS from the start (usually port 465)</source>
        <translation>TLS von Anfang an (meist Port 465)</translation>
    </message>
    <message>
        <source>None (only inside a trusted network)</source>
        <translation>Keine (nur in einem vertrauenswürdigen Netz)</translation>
    </message>
    <message>
        <source>Keychain (recommended)</source>
        <translation>Schlüsselbund (empfohlen)</translation>
    </message>
    <message>
        <source>Encrypted file next to the INI</source>
        <translation>Verschlüsselte Datei neben der INI</translation>
    </message>
    <message>
        <source>Environment variable</source>
        <translation>Umgebungsvariable</translation>
    </message>
    <message>
        <source>No password</source>
        <translation>Kein Passwort</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>Send &amp;test mail</source>
        <translation>&amp;Test-E-Mail senden</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Security:</source>
        <translation>&amp;Sicherheit:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Absender:</translation>
    </message>
    <message>
        <source>Trusted &amp;CA file:</source>
        <translation>Vertrauenswürdige &amp;CA-Datei:</translation>
    </message>
    <message>
        <source>Password &amp;kept in:</source>
        <translation>Passwort &amp;gespeichert in:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Mail</source>
        <translation>&amp;E-Mail</translation>
    </message>
    <message>
        <source>The site needs a name.</source>
        <translation>Der Standort braucht einen Namen.</translation>
    </message>
    <message>
        <source>The local database needs a name or a file.</source>
        <translation>Die lokale Datenbank braucht einen Namen oder eine Datei.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an e-mail address.</source>
        <translation>„%1“ ist keine E-Mail-Adresse.</translation>
    </message>
    <message>
        <source>Settings saved, but the %1 password was not stored: %2</source>
        <translation>Einstellungen gespeichert, aber das Passwort für %1 wurde nicht abgelegt: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>In %1 gespeichert.</translation>
    </message>
    <message>
        <source>JGReplicate: test mail from %1</source>
        <translation>JGReplicate: Test-E-Mail von %1</translation>
    </message>
    <message>
        <source>This is a test mail from the JGReplicate settings of site &quot;%1&quot;. Alerts will arrive like this.
</source>
        <translation>Dies ist eine Test-E-Mail aus den JGReplicate-Einstellungen des Standorts „%1“. Alarme kommen genauso an.
</translation>
    </message>
    <message>
        <source>Test mail sent to %1.</source>
        <translation>Test-E-Mail an %1 gesendet.</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Wie das System (%1)</translation>
    </message>
    <message>
        <source>Takes effect when the program starts again.</source>
        <translation>Wirkt beim nächsten Programmstart.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
</context>
<context>
    <name>jgr::ui::SiteContext</name>
    <message>
        <source>No site configuration is loaded.</source>
        <translation>Keine Standortkonfiguration geladen.</translation>
    </message>
    <message>
        <source>%1 has no [primary] section.</source>
        <translation>%1 hat keinen Abschnitt [primary].</translation>
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
        <translation>nie</translation>
    </message>
    <message>
        <source>%1 (%2 ago)</source>
        <translation>%1 (vor %2)</translation>
    </message>
    <message>
        <source>running or cut short</source>
        <translation>läuft oder abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Last success</source>
        <translation>Letzter Erfolg</translation>
    </message>
    <message>
        <source>Failures in a row</source>
        <translation>Fehlschläge in Folge</translation>
    </message>
    <message>
        <source>Open errors</source>
        <translation>Offene Fehler</translation>
    </message>
    <message>
        <source>Held back</source>
        <translation>Zurückgehalten</translation>
    </message>
    <message>
        <source>Last session</source>
        <translation>Letzte Sitzung</translation>
    </message>
    <message>
        <source>Sites of this primary</source>
        <translation>Standorte dieses Primärservers</translation>
    </message>
    <message>
        <source>Filter sites by any text (a name, a number, a state)</source>
        <translation>Standorte nach beliebigem Text filtern (Name, Nummer, Zustand)</translation>
    </message>
    <message>
        <source>Filter sites</source>
        <translation>Standorte filtern</translation>
    </message>
</context>
<context>
    <name>jgr::ui::SiteOperations</name>
    <message>
        <source>This site replicates with %1 already. If that primary lost commits this site saw succeed (a session said &quot;The primary is behind site ...&quot;: it failed over to a standby that lagged, or was restored from a backup), this site&apos;s next session can compare every row with it again, both ways, and send what it lacks. Do that?</source>
        <translation>Dieser Standort repliziert bereits mit %1. Wenn diesem Primärserver Commits fehlen, die dieser Standort gelingen sah (eine Sitzung meldete „Der Primärserver ist hinter Standort …“: er wurde auf einen nachhinkenden Standby umgeschaltet oder aus einer Sicherung wiederhergestellt), kann die nächste Sitzung dieses Standorts jede Zeile erneut in beide Richtungen mit ihm vergleichen und senden, was ihm fehlt. Das tun?</translation>
    </message>
    <message>
        <source>Site operation</source>
        <translation>Standortvorgang</translation>
    </message>
    <message>
        <source>Move to this primary</source>
        <translation>Zu diesem Primärstandort wechseln</translation>
    </message>
    <message>
        <source>From now on this site replicates with %1, the database in [primary]. Its next session compares every row with it, both ways. Move?</source>
        <translation>Ab jetzt repliziert dieser Standort mit %1, der Datenbank in [primary]. Seine nächste Sitzung vergleicht jede Zeile damit, in beide Richtungen. Wechseln?</translation>
    </message>
    <message>
        <source>Promote to master primary</source>
        <translation>Zum Master-Primärstandort befördern</translation>
    </message>
    <message>
        <source>Only when the master primary is lost for good: %1 becomes the master primary, and every other site must then move to it. Promote?</source>
        <translation>Nur wenn der Master-Primärstandort endgültig verloren ist: %1 wird der Master-Primärstandort, und jeder andere Standort muss dann zu ihm wechseln. Befördern?</translation>
    </message>
    <message>
        <source>This site replicates no table yet.</source>
        <translation>Dieser Standort repliziert noch keine Tabelle.</translation>
    </message>
    <message>
        <source>Take a table again</source>
        <translation>Tabelle neu übernehmen</translation>
    </message>
    <message>
        <source>The table whose rows this site takes from the primary again:</source>
        <translation>Die Tabelle, deren Zeilen dieser Standort erneut vom Primärstandort übernimmt:</translation>
    </message>
    <message>
        <source>The next session compares every row of %1 here with the primary&apos;s and puts the primary&apos;s back where they differ. Continue?</source>
        <translation>Die nächste Sitzung vergleicht jede Zeile von %1 hier mit der des Primärstandorts und stellt dessen Werte wieder her, wo sie abweichen. Fortfahren?</translation>
    </message>
    <message>
        <source>This database replicates no table yet.</source>
        <translation>Diese Datenbank repliziert noch keine Tabelle.</translation>
    </message>
    <message>
        <source>Subset of a table</source>
        <translation>Teilmenge einer Tabelle</translation>
    </message>
    <message>
        <source>The table whose rows each site holds only in part:</source>
        <translation>Die Tabelle, deren Zeilen jeder Standort nur zum Teil hält:</translation>
    </message>
    <message>
        <source>Which rows of %1 each site holds, besides the rows it owns and every row they reference:
  empty: every row
  --owned: the rows it owns
  --match COLUMN=ATTRIBUTE (one or more): the rows whose COLUMN equals the site&apos;s ATTRIBUTE
Columns: %2</source>
        <translation>Welche Zeilen von %1 jeder Standort hält, neben den Zeilen, die ihm gehören, und jeder Zeile, auf die sie verweisen:
  leer: alle Zeilen
  --owned: die Zeilen, die ihm gehören
  --match SPALTE=ATTRIBUT (eine oder mehrere): die Zeilen, deren SPALTE dem ATTRIBUT des Standorts gleicht
Spalten: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rule: write --owned, --match COLUMN=ATTRIBUTE (one or more), or nothing for every row.</source>
        <translation>&quot;%1&quot; ist keine Regel: schreiben Sie --owned, --match SPALTE=ATTRIBUT (eine oder mehrere) oder nichts für alle Zeilen.</translation>
    </message>
    <message>
        <source>Site attribute</source>
        <translation>Standortattribut</translation>
    </message>
    <message>
        <source>The site:</source>
        <translation>Der Standort:</translation>
    </message>
    <message>
        <source>The attribute (a name, e.g. region):</source>
        <translation>Das Attribut (ein Name, z. B. region):</translation>
    </message>
    <message>
        <source>Its value (empty removes the attribute):</source>
        <translation>Sein Wert (leer entfernt das Attribut):</translation>
    </message>
</context>
<context>
    <name>jgr::ui::TrayMonitor</name>
    <message>
        <source>&amp;Replicate now</source>
        <translation>Jetzt &amp;replizieren</translation>
    </message>
    <message>
        <source>&amp;Open administration</source>
        <translation>Verwaltung ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Snooze</source>
        <translation>&amp;Zurückstellen</translation>
    </message>
    <message>
        <source>For 1 &amp;hour</source>
        <translation>Für 1 &amp;Stunde</translation>
    </message>
    <message>
        <source>Until &amp;tomorrow</source>
        <translation>Bis &amp;morgen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
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
        <translation>JGReplicate: Die Datenbank des Standorts lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>JGReplicate: this site has not joined its primary yet.</source>
        <translation>JGReplicate: Dieser Standort ist seinem Primärserver noch nicht beigetreten.</translation>
    </message>
    <message>
        <source>JGReplicate — site %1 (%2): %3</source>
        <translation>JGReplicate — Standort %1 (%2): %3</translation>
    </message>
    <message>
        <source>has never replicated</source>
        <translation>hat noch nie repliziert</translation>
    </message>
    <message>
        <source>has not replicated for %1</source>
        <translation>hat seit %1 nicht repliziert</translation>
    </message>
    <message>
        <source>JGReplicate: replicating…</source>
        <translation>JGReplicate: repliziere…</translation>
    </message>
    <message>
        <source>Site %1</source>
        <translation>Standort %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (site %2)</source>
        <translation>&quot;%1&quot; (Standort %2)</translation>
    </message>
    <message>
        <source>%1 %2, longer than it may: its data is getting old and others do not see its changes. Replicate now; if it fails, tell your administrator.</source>
        <translation>%1 %2, länger als erlaubt: seine Daten veralten, und andere sehen seine Änderungen nicht. Replizieren Sie jetzt; wenn es fehlschlägt, informieren Sie Ihren Administrator.</translation>
    </message>
    <message>
        <source>%1 %2 — replicate now?</source>
        <translation>%1 %2 — jetzt replizieren?</translation>
    </message>
    <message>
        <source>Replicating %1: %2</source>
        <translation>Repliziere %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: replication finished, %n table(s).</source>
        <translation>
            <numerusform>%1: Replikation beendet, %n Tabelle.</numerusform>
            <numerusform>%1: Replikation beendet, %n Tabellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: replication failed: %2</source>
        <translation>%1: Replikation fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The administration window cannot open: its program (jgreplicate) is neither beside this one (%1) nor on the PATH. Install the jgreplicate package, or start the window yourself.</source>
        <translation>Das Verwaltungsfenster kann nicht öffnen: sein Programm (jgreplicate) liegt weder neben diesem (%1) noch im PATH. Installieren Sie das Paket jgreplicate oder starten Sie das Fenster selbst.</translation>
    </message>
    <message>
        <source>The administration window cannot open: %1 did not start (%2).</source>
        <translation>Das Verwaltungsfenster kann nicht öffnen: %1 startete nicht (%2).</translation>
    </message>
</context>
</TS>
