import { useEffect, useState } from 'react';
import { invitationAcceptFormSchema, teamMessages } from '#features/team/contract/team.ts';
import { answerOf, api, messageOf } from '../../lib/api.ts';
import { accountHomePath } from '#features/accounts/contract/login-paths.ts';
import { storeLogin } from '../../stores/session.ts';
import { showToast, showToastOnNextPage } from '../../stores/toast.ts';
import { TextField } from '../ui/Field.tsx';
import { AccountSubmitButton, NewPasswordFields, NewUsernameField } from '../ui/AccountFields.tsx';
import { useForm } from '../ui/use-form.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { AuthCard } from '../account/AuthCard.tsx';

const empty = { username: '', firstName: '', lastName: '', password: '', passwordConfirm: '' };

/** The token from the mail's link: ?token=… or /team/einladung/{token}. */
function tokenFromAddress(): string | null {
  const fromQuery = new URLSearchParams(window.location.search).get('token');
  if (fromQuery) return fromQuery;
  const fromPath = /\/team\/einladung\/([^/?#]+)/.exec(window.location.pathname);
  return fromPath ? decodeURIComponent(fromPath[1]!) : null;
}

/** /team/einladung?token=…: the invited person chooses username, name and password, and is signed in. */
export default function InvitationIsland() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const { values: form, setErrors, bind: field } = useForm(empty);
  const { submit, sending } = useSubmit(
    {
      check: () => invitationAcceptFormSchema.safeParse(form),
      send: ({ passwordConfirm: _confirmation, ...account }) =>
        answerOf(api.team.invitations[':token'].$post({ param: { token: token ?? '' }, json: account })),
      // Signed in by the answer: straight on to the back office (its second-factor step first, if required).
      onSent: (answer) => {
        showToastOnNextPage({ title: teamMessages.pageTitle, description: answer.message });
        if ('token' in answer) storeLogin(answer.token, answer.user);
        window.location.assign('token' in answer ? accountHomePath(answer.user.role) : '/login');
      },
      onFailed: (error) =>
        showToast({ title: teamMessages.acceptFailed, description: messageOf(error, teamMessages.acceptFailed), variant: 'destructive' }),
    },
    { keepSendingAfterSuccess: true, setErrors },
  );

  useEffect(() => setToken(tokenFromAddress()), []);

  return (
    <AuthCard title={teamMessages.pageTitle} intro={teamMessages.pageIntro}>
      {token === undefined ? (
        <p className="text-slate-600">Der Link wird geprüft …</p>
      ) : token === null ? (
        <p role="alert" className="font-medium text-red-700">
          {teamMessages.pageNoToken}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <NewUsernameField {...field('username')} />
          <TextField label="Vorname" required autoComplete="given-name" {...field('firstName')} />
          <TextField label="Nachname" required autoComplete="family-name" {...field('lastName')} />
          <NewPasswordFields password={field('password')} confirmation={field('passwordConfirm')} />
          <AccountSubmitButton disabled={sending}>{sending ? 'Wird angelegt …' : teamMessages.submit}</AccountSubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
