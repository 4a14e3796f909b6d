/** The way back from the password screens: to the login (via /admin, as the spec has it) and home. */
export function AuthBackLinks() {
  return (
    <>
      <a href="/admin" className="text-brand-700 underline">
        Zurück zur Anmeldung
      </a>
      <a href="/" className="text-brand-700 underline">
        Zur Startseite
      </a>
    </>
  );
}
