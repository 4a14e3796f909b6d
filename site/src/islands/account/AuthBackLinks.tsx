/** The way back from the password screens: to the login (administrators via /admin) and home. */
export function AuthBackLinks({ backPath = '/admin' }: { backPath?: string }) {
  return (
    <>
      <a href={backPath} className="text-brand-700 underline">
        Zurück zur Anmeldung
      </a>
      <a href="/" className="text-brand-700 underline">
        Zur Startseite
      </a>
    </>
  );
}
