<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>CliText</name>
    <message>
        <source>init-primary needs --site-name NAME.</source>
        <translation>init-primary braucht --site-name NAME.</translation>
    </message>
    <message>
        <source>--site-number must be a whole number of 1 or more.</source>
        <translation>--site-number muss eine ganze Zahl ab 1 sein.</translation>
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
        <source>--order must be a whole number.</source>
        <translation>--order muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Table %1 replicates (type %2, order %3).</source>
        <translation>Tabelle %1 wird repliziert (Art %2, Reihenfolge %3).</translation>
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
        <source>%1: %2 %3/%4 rows</source>
        <translation>%1: %2 %3/%4 Zeilen</translation>
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
        <source>Site %1 replicated %2 tables.</source>
        <translation>Standort %1 hat %2 Tabellen repliziert.</translation>
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
        <source>Usage: jgreplicate-cli [--config FILE] COMMAND [options]

Replicates tables between this site&apos;s database and its primary (the JGuiGen design).

Options:
  --config FILE   site configuration (default: $XDG_CONFIG_HOME/jgreplicate/site.ini)
  --version       print the version
  --help          print this help

Commands:
</source>
        <translation>Aufruf: jgreplicate-cli [--config DATEI] BEFEHL [Optionen]

Repliziert Tabellen zwischen der Datenbank dieses Standorts und seinem Primärserver (das JGuiGen-Verfahren).

Optionen:
  --config DATEI  Standortkonfiguration (Standard: $XDG_CONFIG_HOME/jgreplicate/site.ini)
  --version       Version ausgeben
  --help          diese Hilfe ausgeben

Befehle:
</translation>
    </message>
    <message>
        <source>
Exit codes: 0 ok, 1 failure, 2 usage or configuration, 3 unreachable, 4 primary busy, 5 clone suspected, 6 schema mismatch, 7 schema update failed, 8 cancelled.
</source>
        <translation>
Exit-Codes: 0 ok, 1 Fehler, 2 Aufruf oder Konfiguration, 3 nicht erreichbar, 4 Primärserver beschäftigt, 5 Klon vermutet, 6 Schema weicht ab, 7 Schemaänderung fehlgeschlagen, 8 abgebrochen.
</translation>
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
        <source>JGuiGen table</source>
        <translation>JGuiGen-Tabelle</translation>
    </message>
    <message>
        <source>Y: sites may have extra columns; the primary&apos;s columns must exist at the site</source>
        <translation>Y: Standorte dürfen zusätzliche Spalten haben; die Spalten des Primärservers müssen am Standort vorhanden sein</translation>
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
        <source>MARK (session in progress)</source>
        <translation>MARK (laufende Sitzung)</translation>
    </message>
    <message>
        <source>MARK (last finished session)</source>
        <translation>MARK (letzte beendete Sitzung)</translation>
    </message>
    <message>
        <source>S: the site&apos;s copy, used to detect clones</source>
        <translation>S: die Kopie des Standorts, zur Erkennung von Klonen</translation>
    </message>
    <message>
        <source>PRIMARY-MARK (session in progress)</source>
        <translation>PRIMARY-MARK (laufende Sitzung)</translation>
    </message>
    <message>
        <source>PRIMARY-MARK (last finished session)</source>
        <translation>PRIMARY-MARK (letzte beendete Sitzung)</translation>
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
        <source>The first %1 rows of %2.</source>
        <translation>Die ersten %1 Zeilen von %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of %1.</source>
        <translation>
            <numerusform>%n Zeile von %1.</numerusform>
            <numerusform>%n Zeilen von %1.</numerusform>
        </translation>
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
</context>
<context>
    <name>jgr::ui::DatabaseSectionEditor</name>
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
        <source>up to date</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>overdue: reminder</source>
        <translation>überfällig: Erinnerung</translation>
    </message>
    <message>
        <source>overdue: administrators alerted</source>
        <translation>überfällig: Administratoren alarmiert</translation>
    </message>
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
        <source>Sites of this primary</source>
        <translation>Standorte dieses Primärservers</translation>
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
        <source>Failures in a row</source>
        <translation>Fehlschläge in Folge</translation>
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
        <source>Delete this %1 record (id %2)? This cannot be undone.</source>
        <translation>Diesen Datensatz (%1, ID %2) löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Gelöscht.</translation>
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
        <source>%1: done, %2 rows moved.</source>
        <translation>%1: fertig, %2 Zeilen übertragen.</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Site %1 replicated %2 tables.</source>
        <translation>Standort %1 hat %2 Tabellen repliziert.</translation>
    </message>
    <message>
        <source>Replication stopped (exit code %1): %2</source>
        <translation>Replikation beendet (Exit-Code %1): %2</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <source>Show what a session would send and receive, without writing anything</source>
        <translation>Zeigen, was eine Sitzung senden und empfangen würde, ohne etwas zu schreiben</translation>
    </message>
    <message>
        <source>Preview: reading both sides; nothing is written.</source>
        <translation>Vorschau: Beide Seiten werden gelesen; nichts wird geschrieben.</translation>
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
        <source>Preview: %n conflict(s) ahead; nothing was written.</source>
        <translation>
            <numerusform>Vorschau: %n Konflikt voraus; nichts wurde geschrieben.</numerusform>
            <numerusform>Vorschau: %n Konflikte voraus; nichts wurde geschrieben.</numerusform>
        </translation>
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
        <source>Replicating %1: %2 of %3 rows</source>
        <translation>Repliziere %1: %2 von %3 Zeilen</translation>
    </message>
    <message numerus="yes">
        <source>Replication finished: %n table(s).</source>
        <translation>
            <numerusform>Replikation beendet: %n Tabelle.</numerusform>
            <numerusform>Replikation beendet: %n Tabellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replication failed: %1</source>
        <translation>Replikation fehlgeschlagen: %1</translation>
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
        <source>never replicated</source>
        <translation>nie repliziert</translation>
    </message>
    <message>
        <source>last replicated %1 ago</source>
        <translation>zuletzt vor %1 repliziert</translation>
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
        <source>Site %1 %2 — replicate now?</source>
        <translation>Standort %1 %2 — jetzt replizieren?</translation>
    </message>
    <message>
        <source>JGReplicate: replicating…</source>
        <translation>JGReplicate: repliziere…</translation>
    </message>
</context>
</TS>
