import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';

/**
 * Which part of the suite a check belongs to, and `--only`: a check's tag is its contract resource
 * (`auth`, also the OpenAPI tag of its operations) and its route the dotted key (`auth.login`)
 * that its name carries. A few checks have no route key in their name: TITLED_GROUPS places them
 * by their title.
 */
export interface CheckGroup {
  tag: string;
  /** Dotted route key, when the check is about one route. */
  route?: string;
}

/** Checks whose names carry no route key, placed by their (or a parent's) title. */
export const TITLED_GROUPS: readonly { title: RegExp; tag: string; route?: string }[] = [
  { title: /sports provider/i, tag: 'venue', route: 'venue.resource' },
  { title: /socket/i, tag: 'socket' },
];

/** Checks that fit nowhere above. */
export const UNGROUPED_TAG = 'other';

export interface Catalogue {
  tags: ReadonlySet<string>;
  routeKeys: ReadonlySet<string>;
  /** `/site/api/v1/user/login` → its route keys (a path may carry more than one method). */
  keysByPath: ReadonlyMap<string, string[]>;
}

export function contractCatalogue(): Catalogue {
  const routes = allRoutes(contract);
  const keysByPath = new Map<string, string[]>();
  for (const { key, route } of routes) keysByPath.set(route.path, [...(keysByPath.get(route.path) ?? []), key]);
  const tags = new Set([...routes.map((r) => tagOfKey(r.key)), ...TITLED_GROUPS.map((g) => g.tag)]);
  return { tags, routeKeys: new Set(routes.map((r) => r.key)), keysByPath };
}

const tagOfKey = (key: string) => key.slice(0, key.indexOf('.'));

export type Selector = { kind: 'tag'; tag: string } | { kind: 'route'; key: string };

/** `--only` values (already split at commas) as selectors, or an error naming what is unknown. */
export function resolveOnly(values: readonly string[], catalogue: Catalogue): { selectors: Selector[] } | { error: string } {
  const selectors: Selector[] = [];
  const unknown: string[] = [];
  for (const value of values) {
    if (catalogue.tags.has(value)) selectors.push({ kind: 'tag', tag: value });
    else if (catalogue.routeKeys.has(value)) selectors.push({ kind: 'route', key: value });
    else if (catalogue.keysByPath.has(value)) selectors.push(...catalogue.keysByPath.get(value)!.map((key) => ({ kind: 'route' as const, key })));
    else unknown.push(value);
  }
  if (unknown.length > 0) {
    return {
      error:
        `--only: unknown tag or route ${unknown.map((v) => `"${v}"`).join(', ')}. ` +
        `Tags: ${[...catalogue.tags].sort().join(', ')}. Routes: a dotted key such as auth.login or a path such as /site/api/v1/user/login.`,
    };
  }
  return { selectors };
}

/** The group of a check from its names, outermost suite first and the check's own name last. */
export function classifyCheck(names: readonly string[], catalogue: Catalogue): CheckGroup {
  for (const name of [...names].reverse()) {
    const key = name.split(/[\s()]+/).find((token) => catalogue.routeKeys.has(token));
    if (key) return { tag: tagOfKey(key), route: key };
  }
  const titled = TITLED_GROUPS.find((g) => names.some((n) => g.title.test(n)));
  if (titled) return titled.route ? { tag: titled.tag, route: titled.route } : { tag: titled.tag };
  return { tag: UNGROUPED_TAG };
}

export function isSelected(selectors: readonly Selector[], group: CheckGroup): boolean {
  if (selectors.length === 0) return true;
  return selectors.some((s) => (s.kind === 'tag' ? s.tag === group.tag : s.key === group.route));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The same selection as a vitest test-name pattern, so unselected checks (and the hooks of suites
 * left without a check) never run. Vitest matches it against the file and suite names and the
 * check's name joined by spaces; the reporter applies `isSelected` again to what ran.
 */
export function namePatternOf(selectors: readonly Selector[], catalogue: Catalogue): RegExp | undefined {
  if (selectors.length === 0) return undefined;
  const keys = new Set<string>();
  const titles = new Set<string>();
  for (const s of selectors) {
    for (const key of catalogue.routeKeys) if (s.kind === 'tag' ? tagOfKey(key) === s.tag : key === s.key) keys.add(key);
    for (const g of TITLED_GROUPS) if (s.kind === 'tag' ? g.tag === s.tag : g.route === s.key) titles.add(g.title.source);
  }
  const alternatives = [...[...keys].map((k) => `(?:^|[\\s(])${escapeRegExp(k)}(?:[\\s)]|$)`), ...titles];
  return new RegExp(alternatives.length ? alternatives.join('|') : '(?!)', 'i');
}
