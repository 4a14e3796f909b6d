import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_MAX_LENGTH, type SearchHitJson } from '#features/search/contract/search.ts';
import { searchMessages as m } from '#features/search/contract/search-messages.ts';
import { navigate } from '../router.ts';
import { useSearchResults } from './use-search-results.ts';
import { useSlashShortcut } from './use-slash-shortcut.ts';

const optionIdOf = (base: string, index: number) => `${base}-treffer-${index}`;

/**
 * The back office's one search field, for the top bar: leads, messages, customers, quotes and orders as
 * the text is typed, grouped under headings. An ARIA combobox: the focus stays in the field, the arrow
 * keys move through the hits (aria-activedescendant), Enter opens one, Escape closes the list and then
 * empties the field; "/" anywhere focuses it. Takes the width its place gives it; the list is as wide.
 */
export function GlobalSearch() {
  const id = useId();
  const listId = `${id}-liste`;
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const answer = useSearchResults(text);
  useSlashShortcut(field);

  const groups = answer?.result?.groups ?? [];
  const hits: SearchHitJson[] = groups.flatMap((group) => group.items);
  const showing = open && answer !== null;
  const expanded = showing && hits.length > 0;

  // New hits, new start: no hit is chosen until an arrow key chooses one.
  useEffect(() => setActive(-1), [answer?.result]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionIdOf(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  function choose(hit: SearchHitJson) {
    setOpen(false);
    setText('');
    field.current?.blur();
    navigate(hit.href);
  }

  function move(step: 1 | -1) {
    setOpen(true);
    if (hits.length === 0) return;
    setActive((current) => (current + step + hits.length + (current < 0 && step < 0 ? 1 : 0)) % hits.length);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = expanded ? hits[active] : undefined;
      if (hit) choose(hit);
      else setOpen(true);
    } else if (event.key === 'Escape') {
      if (showing) setOpen(false);
      else setText('');
    }
  }

  let hitIndex = 0;
  return (
    <div
      role="search"
      aria-label={m.region}
      className="relative w-full min-w-0"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {m.label}
      </label>
      <input
        ref={field}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionIdOf(id, active) : undefined}
        aria-describedby={`${id}-hinweis`}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={m.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500"
      />
      <span id={`${id}-hinweis`} className="sr-only">
        {m.hint}
      </span>
      <div
        hidden={!showing}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(70vh,32rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg"
      >
        <p role="status" className={answer?.state === 'ready' && hits.length > 0 ? 'sr-only' : 'px-3 py-2 text-sm text-slate-700'}>
          {showing && statusText(answer, hits.length)}
        </p>
        <div id={listId} role="listbox" aria-label={m.label} hidden={!expanded} className="pb-1">
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
              <div
                role="presentation"
                id={`${id}-${group.kind}`}
                className="flex justify-between gap-2 bg-slate-100 px-3 py-1 text-xs font-semibold tracking-wide text-slate-800 uppercase"
              >
                <span>{group.label}</span>
                <span className="font-normal normal-case">
                  {group.total > group.items.length ? m.moreHits(group.items.length, group.total) : m.hitCount(group.total)}
                </span>
              </div>
              {group.items.map((hit) => {
                const index = hitIndex++;
                return (
                  // The combobox pattern: the keys are the field's (aria-activedescendant); an option is
                  // never focused itself, the mouse chooses it with a click.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div
                    key={hit.href}
                    id={optionIdOf(id, index)}
                    role="option"
                    aria-selected={index === active}
                    // The field keeps the focus (and the list stays open) until the click has chosen.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== active && setActive(index)}
                    onClick={() => choose(hit)}
                    className="cursor-pointer px-3 py-2 [overflow-wrap:anywhere] aria-selected:bg-brand-700 aria-selected:text-white"
                  >
                    <span className="block font-semibold">{hit.title}</span>
                    <span className="block text-sm opacity-80">{hit.detail}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function statusText(answer: NonNullable<ReturnType<typeof useSearchResults>>, hits: number): string {
  if (answer.state === 'error') return m.failed;
  if (answer.state === 'loading') return m.loading;
  return hits === 0 ? m.noHits(answer.query) : m.hitCount(hits);
}
