/**
 * The header's search box: a plain GET form to /search?q= (works without JavaScript), enhanced
 * into an ARIA 1.2 combobox. Typing fetches suggestions (debounced, typo-tolerant, from the API);
 * an empty focused box offers the user's recent searches (signed in) and popular searches.
 * Arrow keys move through the options, Enter opens one (or searches), Escape closes the list.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate, useRouteLoaderData } from "react-router";
import { type ApiQuery, type ApiResult, apiUrl } from "../../../common/api-client.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { useLocalPath, useT } from "../../i18n/use-t.ts";
import { SearchIcon } from "../../ui/icons.tsx";
import { emptyBoxOptions, moveActive, type SearchOption, searchPath } from "./combobox.ts";

const DEBOUNCE_MS = 200;

type BoxCall = "search.popular" | "search.history" | "search.suggestions";

/** One of the box's calls, or null when it fails (the box then offers fewer options). */
async function getJson<N extends BoxCall>(
  name: N,
  query: ApiQuery<N>,
  locale: string,
  signal?: AbortSignal,
): Promise<ApiResult<N> | null> {
  try {
    const res = await fetch(apiUrl<BoxCall>(name, { query }), {
      headers: { "Accept-Language": locale },
      credentials: "same-origin",
      signal,
    });
    return res.ok ? ((await res.json()) as ApiResult<N>) : null;
  } catch {
    return null;
  }
}

export function SearchBox({ id, defaultValue = "" }: { id: string; defaultValue?: string }) {
  const t = useT();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const root = useRouteLoaderData("root") as { user?: unknown } | undefined;
  const signedIn = Boolean(root?.user);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [loaded, setLoaded] = useState(false);
  const emptyCache = useRef<SearchOption[] | null>(null);

  // The box follows the page's query (e.g. after a search, or Back).
  useEffect(() => setValue(defaultValue), [defaultValue]);

  // Options for the current text: suggestions as you type, recent and popular when empty.
  useEffect(() => {
    if (!open) return;
    const q = value.trim();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!q) {
      if (emptyCache.current) {
        setOptions(emptyCache.current);
        setLoaded(true);
        return;
      }
      void (async () => {
        const [popular, recent] = await Promise.all([
          getJson("search.popular", { limit: 6 }, t.locale, controller.signal),
          signedIn
            ? getJson("search.history", { limit: 5 }, t.locale, controller.signal)
            : Promise.resolve(null),
        ]);
        if (controller.signal.aborted) return;
        const list = emptyBoxOptions(
          (recent ?? []).map((r) => r.query),
          (popular ?? []).map((p) => p.query),
        );
        emptyCache.current = list;
        setOptions(list);
        setActive(-1);
        setLoaded(true);
      })();
    } else {
      timer = setTimeout(async () => {
        const rows = await getJson("search.suggestions", { q, limit: 8 }, t.locale, controller.signal);
        if (controller.signal.aborted) return;
        setOptions(
          (rows ?? []).map((r, i) => ({
            key: `s-${i}`,
            text: r.text,
            to: r.target || searchPath(r.text),
            note: t(`search.kind.${r.kind}` as MessageKey),
            group: "suggestions" as const,
          })),
        );
        setActive(-1);
        setLoaded(true);
      }, DEBOUNCE_MS);
    }
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [value, open, signedIn, t]);

  const expanded = open && loaded && options.length > 0;
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const choose = (option: SearchOption) => {
    setOpen(false);
    setActive(-1);
    setValue(option.text);
    navigate(localPath(option.to));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      setActive((a) => moveActive(a, options.length, e.key as "ArrowDown" | "ArrowUp"));
    } else if (e.key === "Enter") {
      const option = expanded && active >= 0 ? options[active] : undefined;
      if (option) {
        e.preventDefault();
        choose(option);
      } else {
        setOpen(false);
      }
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        e.preventDefault();
        setValue("");
      }
    } else if (e.key === "Tab") {
      setOpen(false);
    }
  };

  const groups: Array<{ group: SearchOption["group"]; label: string }> = [
    { group: "recent", label: t("search.recent") },
    { group: "popular", label: t("search.popular") },
    { group: "suggestions", label: t("search.suggestions") },
  ];

  return (
    <Form method="get" action={localPath("/search")} role="search" className="relative">
      <label htmlFor={id} className="sr-only">
        {t("search.boxLabel")}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setLoaded(false);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={t("search.placeholder")}
        maxLength={200}
        className="h-10 w-full rounded-md border border-slate-600 bg-slate-800 pr-11 pl-3 text-sm text-white placeholder:text-slate-400 focus:border-amber-400"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-200 hover:text-amber-300"
      >
        <SearchIcon />
        <span className="sr-only">{t("search.submit")}</span>
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={value.trim() ? t("search.suggestions") : t("search.popular")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
      >
        {groups.map(({ group, label }) => {
          const items = options.map((o, i) => ({ o, i })).filter(({ o }) => o.group === group);
          if (!items.length) return null;
          const headingId = `${listId}-${group}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an ARIA group of options inside a listbox, not a form's fieldset
            <div key={group} role="group" aria-labelledby={headingId}>
              <div
                id={headingId}
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {label}
              </div>
              {items.map(({ o, i }) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant)
                <div
                  key={o.key}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  // Keep the focus in the box: the click still chooses.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(o)}
                  onMouseMove={() => setActive(i)}
                  className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === active ? "bg-amber-100" : ""}`}
                >
                  <span className="min-w-0 flex-1 truncate">{o.text}</span>
                  {o.note ? <span className="shrink-0 text-xs text-slate-600">{o.note}</span> : null}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <p aria-live="polite" className="sr-only">
        {open && loaded && value.trim()
          ? options.length
            ? t.plural("search.suggestionCount", options.length)
            : t("search.noSuggestions")
          : ""}
      </p>
    </Form>
  );
}
