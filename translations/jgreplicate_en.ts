<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CliText</name>
    <message numerus="yes">
        <source>Site %1 replicated %n table(s).</source>
        <translation>
            <numerusform>Site %1 replicated %n table.</numerusform>
            <numerusform>Site %1 replicated %n tables.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n change(s) made here put back</source>
        <translation>
            <numerusform>; %n change made here put back</numerusform>
            <numerusform>; %n changes made here put back</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message numerus="yes">
        <source>Table %1 has %n replication id(s) (jg_unique_id) held by more than one row, so it cannot be replicated: jg_unique_id %2 is held by the rows with %3 %4. Each id must belong to one row. In a row that is a copy of another, set jg_unique_id and jg_owner to 0 (it is then sent as a new row), and run prepare-table again.</source>
        <translation>
            <numerusform>Table %1 has %n replication id (jg_unique_id) held by more than one row, so it cannot be replicated: jg_unique_id %2 is held by the rows with %3 %4. Each id must belong to one row. In a row that is a copy of another, set jg_unique_id and jg_owner to 0 (it is then sent as a new row), and run prepare-table again.</numerusform>
            <numerusform>Table %1 has %n replication ids (jg_unique_id) held by more than one row, so it cannot be replicated: jg_unique_id %2 is held by the rows with %3 %4. Each id must belong to one row. In a row that is a copy of another, set jg_unique_id and jg_owner to 0 (it is then sent as a new row), and run prepare-table again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table %1 cannot be replicated with %2 as its row id: %n row(s) hold a %2 outside 0 to 999,999,999 (the first: %3). A replication id is site × 10^10 + row id × 10, so such a row would take an id in another site&apos;s range. Run prepare-table %1 --surrogate-row-id: replication then numbers the rows in a column of its own and leaves %2 as it is.</source>
        <translation>
            <numerusform>Table %1 cannot be replicated with %2 as its row id: %n row holds a %2 outside 0 to 999,999,999 (the first: %3). A replication id is site × 10^10 + row id × 10, so such a row would take an id in another site&apos;s range. Run prepare-table %1 --surrogate-row-id: replication then numbers the rows in a column of its own and leaves %2 as it is.</numerusform>
            <numerusform>Table %1 cannot be replicated with %2 as its row id: %n rows hold a %2 outside 0 to 999,999,999 (the first: %3). A replication id is site × 10^10 + row id × 10, so such a row would take an id in another site&apos;s range. Run prepare-table %1 --surrogate-row-id: replication then numbers the rows in a column of its own and leaves %2 as it is.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes made meanwhile carried no new stamp, so all %n row(s) were stamped anew: each is compared with the other side in the coming sessions, and what differs is sent.</source>
        <translation>
            <numerusform>Changes made meanwhile carried no new stamp, so the %n row was stamped anew: it is compared with the other side in the coming sessions, and what differs is sent.</numerusform>
            <numerusform>Changes made meanwhile carried no new stamp, so all %n rows were stamped anew: each is compared with the other side in the coming sessions, and what differs is sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renewed the stamp triggers of %1 on the %2 database: every change an application makes is now stamped by the database. %n row(s) that an application wrote since they were last replicated were stamped anew, so that they are compared once more.</source>
        <translation>
            <numerusform>Renewed the stamp triggers of %1 on the %2 database: every change an application makes is now stamped by the database. %n row that an application wrote since it was last replicated was stamped anew, so that it is compared once more.</numerusform>
            <numerusform>Renewed the stamp triggers of %1 on the %2 database: every change an application makes is now stamped by the database. %n rows that an application wrote since they were last replicated were stamped anew, so that they are compared once more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n site(s) up to date</source>
        <translation>
            <numerusform>all %n site up to date</numerusform>
            <numerusform>all %n sites up to date</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>site %1 &quot;%2&quot;: %3 (%n site(s) in this state)</source>
        <translation>
            <numerusform>site %1 &quot;%2&quot;: %3 (%n site in this state)</numerusform>
            <numerusform>site %1 &quot;%2&quot;: %3 (%n sites in this state)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message numerus="yes">
        <source>%n change(s) made here put back to the owner&apos;s values; kept under Conflicts (conflicts list), where the owner can take them.</source>
        <translation>
            <numerusform>%n change made here put back to the owner&apos;s value; kept under Conflicts (conflicts list), where the owner can take it.</numerusform>
            <numerusform>%n changes made here put back to the owner&apos;s values; kept under Conflicts (conflicts list), where the owner can take them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) (%2)</source>
        <translation>
            <numerusform>%1: %n row (%2)</numerusform>
            <numerusform>%1: %n rows (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SiteState</name>
    <message numerus="yes">
        <source>failing: %n session(s) in a row</source>
        <translation>
            <numerusform>failing: %n session in a row</numerusform>
            <numerusform>failing: %n sessions in a row</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jgr::ui::ConflictsPage</name>
    <message numerus="yes">
        <source>%n open conflict(s).</source>
        <translation>
            <numerusform>%n open conflict.</numerusform>
            <numerusform>%n open conflicts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jgr::ui::DataPage</name>
    <message numerus="yes">
        <source>%n row(s) now belong to site %1; the change travels with the next session.</source>
        <translation>
            <numerusform>%n row now belongs to site %1; the change travels with the next session.</numerusform>
            <numerusform>%n rows now belong to site %1; the change travels with the next session.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand %n row(s) of %1 to site %2? From then on only site %2 (or the primary) can change them; this site&apos;s later edits of them are put back.</source>
        <translation>
            <numerusform>Hand %n row of %1 to site %2? From then on only site %2 (or the primary) can change it; this site&apos;s later edits of it are put back.</numerusform>
            <numerusform>Hand %n rows of %1 to site %2? From then on only site %2 (or the primary) can change them; this site&apos;s later edits of them are put back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jgr::ui::OverviewPage</name>
    <message numerus="yes">
        <source>%1: %2, %n row(s) moved</source>
        <translation>
            <numerusform>%1: %2, %n row moved</numerusform>
            <numerusform>%1: %2, %n rows moved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jgr::ui::RecordPage</name>
    <message numerus="yes">
        <source>%n record(s) in %1.</source>
        <translation>
            <numerusform>%n record in %1.</numerusform>
            <numerusform>%n records in %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jgr::ui::ReplicatePanel</name>
    <message numerus="yes">
        <source>... and %n more conflict(s) ahead, not listed</source>
        <translation>
            <numerusform>... and %n more conflict ahead, not listed</numerusform>
            <numerusform>... and %n more conflicts ahead, not listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Preview: %n conflict(s) ahead; both sides are as they were.</source>
        <translation>
            <numerusform>Preview: %n conflict ahead; both sides are as they were.</numerusform>
            <numerusform>Preview: %n conflicts ahead; both sides are as they were.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Site %1 replicated %n table(s).</source>
        <translation>
            <numerusform>Site %1 replicated %n table.</numerusform>
            <numerusform>Site %1 replicated %n tables.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) would leave this site&apos;s subset and be removed here (not at the primary or any other site).</source>
        <translation>
            <numerusform>%n row would leave this site&apos;s subset and be removed here (not at the primary or any other site).</numerusform>
            <numerusform>%n rows would leave this site&apos;s subset and be removed here (not at the primary or any other site).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) moved</source>
        <translation>
            <numerusform>%Ln row moved</numerusform>
            <numerusform>%Ln rows moved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) would move</source>
        <translation>
            <numerusform>%Ln row would move</numerusform>
            <numerusform>%Ln rows would move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: would move %Ln row(s).</source>
        <translation>
            <numerusform>%1: would move %Ln row.</numerusform>
            <numerusform>%1: would move %Ln rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: done, %Ln row(s) moved.</source>
        <translation>
            <numerusform>%1: done, %Ln row moved.</numerusform>
            <numerusform>%1: done, %Ln rows moved.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jgr::ui::ReportsPage</name>
    <message numerus="yes">
        <source>%n row(s).</source>
        <translation>
            <numerusform>%n row.</numerusform>
            <numerusform>%n rows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jgr::ui::SiteMonitor</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jgr::ui::TrayMonitor</name>
    <message numerus="yes">
        <source>%1: replication finished, %n table(s).</source>
        <translation>
            <numerusform>%1: replication finished, %n table.</numerusform>
            <numerusform>%1: replication finished, %n tables.</numerusform>
        </translation>
    </message>
</context>
</TS>
