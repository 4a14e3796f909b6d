import { starCount } from '#features/reviews/contract/rating-texts.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { reviewMessages as m } from '#features/reviews/contract/review-messages.ts';
import { verifiedLine, type LinkReviewJson } from '#features/reviews/contract/reviews.ts';
import { ApiError } from '../../lib/api.ts';
import { deleteReview, loadReview, saveReview } from './api.ts';

const errorOf = (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) || 'Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.';

/**
 * /bewertung/{token}: the customer writes, changes or deletes the one review of their order (issue 38).
 * The stars are a radio group, so they work by keyboard; after saving, everyone sees the same optional
 * link to review the company on Google too.
 */
export default function ReviewLinkPage({ token }: { token: string }) {
  const [review, setReview] = useState<LinkReviewJson | null>(null);
  const [problem, setProblem] = useState('');
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [showName, setShowName] = useState(false);
  const [saved, setSaved] = useState(false);

  const take = (answer: LinkReviewJson) => {
    setReview(answer);
    setStars(answer.review?.stars ?? 0);
    setText(answer.review?.text ?? '');
    setShowName(answer.review?.showName ?? false);
  };

  useEffect(() => {
    loadReview(token).then(take, (error: unknown) => setProblem(errorOf(error)));
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      take(await saveReview(token, { stars, text, showName }));
      setSaved(true);
    } catch (error) {
      setProblem(errorOf(error));
    }
  };
  const remove = async () => {
    setProblem('');
    try {
      take(await deleteReview(token));
      setSaved(false);
    } catch (error) {
      setProblem(errorOf(error));
    }
  };

  if (!review) return <p role="status">{problem || 'Wird geladen …'}</p>;
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5">
      <h1 className="text-2xl font-bold text-brand-900">Ihre Bewertung zu Auftrag {review.orderNumber}</h1>
      <p className="text-sm text-slate-600">{verifiedLine(review)}</p>
      {review.status === 'withheld' && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          Wir haben Ihre Bewertung zurückgehalten. Grund: {review.withheldReason} Sie können sie ändern; danach prüfen wir sie erneut.
        </p>
      )}
      {review.status === 'checking' && <p role="status">{m.checking}</p>}
      <fieldset>
        <legend className="font-semibold">Sterne</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-1">
              <input type="radio" name="stars" value={value} checked={stars === value} onChange={() => setStars(value)} required />
              {starCount(value)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="grid gap-1">
        <span className="font-semibold">Ihre Erfahrung</span>
        <textarea
          className="min-h-32 rounded-lg border border-slate-300 p-2"
          value={text}
          maxLength={2000}
          required
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={showName} onChange={(event) => setShowName(event.target.checked)} />
        Mein Name darf als „{review.shortName}“ erscheinen (sonst „Kunde aus {review.city || 'Norddeutschland'}“).
      </label>
      {problem && (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary min-h-11">
          {review.review ? 'Änderung speichern' : 'Bewertung abschicken'}
        </button>
        {review.review && (
          <button type="button" className="btn-outline min-h-11" onClick={() => void remove()}>
            Bewertung löschen
          </button>
        )}
      </div>
      {saved && (
        <div role="status" className="grid gap-2">
          <p>{m.submitted}</p>
          {review.googleReviewUrl && (
            <p>
              Wenn Sie möchten, können Sie uns auch{' '}
              <a href={review.googleReviewUrl} rel="noopener" className="underline">
                bei Google bewerten
              </a>
              .
            </p>
          )}
        </div>
      )}
    </form>
  );
}
