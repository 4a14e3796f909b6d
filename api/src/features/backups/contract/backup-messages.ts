/** Every German text of the backups: the API's answers, the commands' output and the "Sicherung" tab. */
export const backupMessages = {
  remoteDatabase: (url: string) =>
    `Die Datenbank liegt auf einem libSQL-Server (${url}). Für sie gilt dessen eigene Sicherung (z. B. die Snapshots von sqld oder Turso); diese Sicherung kopiert nur lokale Datenbankdateien.`,
  alreadyRunning: 'Es läuft bereits eine Sicherung. Bitte warten Sie, bis sie fertig ist.',
  failed: 'Die Sicherung ist fehlgeschlagen.',
  failedWith: (reason: string) => `Eine Sicherung ist fehlgeschlagen: ${reason}`,
  registerFailed:
    'Eine DSGVO-Löschung konnte nicht ins Löschregister geschrieben werden. Bitte prüfen Sie ERASURE_REGISTER und tragen Sie die Löschung nach – sonst käme die Person mit einer Wiederherstellung zurück.',

  heldMails: (count: number) =>
    `${count} Mails aus der Zeit vor der Sicherung zurückgehalten: Der frühere Server hat sie womöglich schon verschickt. Sie gehen erst hinaus, wenn jemand sie im Back Office unter Einstellungen → E-Mail mit „Senden“ freigibt; „Verwerfen“ löscht sie.`,

  tab: 'Sicherung',
  title: 'Datensicherung',
  loadFailed: 'Der Stand der Sicherungen konnte nicht geladen werden.',
  lastBackup: 'Letzte Sicherung',
  none: 'Noch keine Sicherung vorhanden.',
  overdue: 'Achtung: Die letzte Sicherung ist älter als zwei Tage.',
  noneWarning: 'Achtung: Es gibt noch keine Sicherung.',
  jobOn: (time: string) => `Tägliche Sicherung um ${time} Uhr ist eingeschaltet.`,
  jobOff: 'Die tägliche Sicherung ist ausgeschaltet (BACKUP_ENABLED=false).',
  folder: 'Ordner',
  copyFolder: 'Kopie in',
  list: 'Vorhandene Sicherungen',
  file: 'Datei',
  time: 'Zeitpunkt',
  size: 'Größe',
  backupNow: 'Jetzt sichern',
  running: 'Sicherung läuft …',
  done: 'Sicherung erstellt',
  remote: 'Die Datenbank liegt auf einem libSQL-Server: Für sie gilt dessen eigene Sicherung.',
} as const;
