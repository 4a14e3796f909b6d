/** Every German text of the assignment: the API's answers and the back office's pickers. */
export const assignmentMessages = {
  userId: 'Bitte wählen Sie eine Person aus dem Team oder „Niemand“.',
  assigned: 'Bitte wählen Sie „me“ (mir zugewiesen) oder „none“ (niemandem zugewiesen).',
  notStaff: 'Diese Person gibt es im Team nicht.',
  inactive: 'Diese Person ist deaktiviert und kann nichts zugewiesen bekommen.',
  notAllowed: (name: string, record: string) => `${name} darf ${record} nicht bearbeiten und kann sie deshalb nicht übernehmen.`,
  notFound: {
    lead: 'Diesen Lead gibt es nicht (mehr).',
    quote: 'Dieses Angebot gibt es nicht.',
    order: 'Diesen Auftrag gibt es nicht.',
  },
  defaultAssignee: 'Bitte wählen Sie eine aktive Person aus dem Vertrieb oder „Alle im Vertrieb“.',

  label: 'Zuständig',
  nobody: 'Niemand',
  assignedTo: (name: string) => `Zugewiesen an ${name}`,
  unassigned: 'Zuweisung aufgehoben',
  saveFailed: 'Die Zuweisung konnte nicht gespeichert werden.',
  staffLoadFailed: 'Das Team konnte nicht geladen werden.',
  mine: 'Mir zugewiesen',
  none: 'Niemandem zugewiesen',
  anyone: 'Alle',
  filterLabel: 'Zuständig',

  settingsTab: 'Zuweisung',
  settingsTitle: 'Neue Anfragen',
  settingsHint:
    'Wer neue Anfragen bekommt: eine feste Person, oder alle im Vertrieb. Die Benachrichtigung geht an diese Person, sonst an alle aktiven Personen im Vertrieb; gibt es niemanden im Vertrieb, an die Adresse des Büros.',
  settingsSelect: 'Neue Anfragen gehen an',
  everyoneInSales: 'Alle im Vertrieb',
  settingsSaved: 'Zuweisung gespeichert',
  settingsLoadFailed: 'Die Einstellung konnte nicht geladen werden.',
} as const;

/** How each kind of record is named in messages and mails. */
export const assignableRecordLabels = {
  lead: { one: 'Anfrage', these: 'Anfragen' },
  quote: { one: 'Angebot', these: 'Angebote' },
  order: { one: 'Auftrag', these: 'Aufträge' },
} as const;
