import { ACCOUNT_RECIPES } from './accounts';
import { CONTENT_RECIPES } from './content';
import { GAME_RECIPES } from './games';
import { MONEY_RECIPES } from './money';
import type { Recipes } from './recipe';

/**
 * Which success each route is brought to, and how. A route without a recipe succeeds on its plain
 * sample (tests/contract/samples.ts); a route in NO_SUCCESS cannot succeed for the account without
 * something contracts/openapi.json cannot provide, and is checked for a documented reply only.
 */
export const SUCCESS_RECIPES: Recipes = { ...ACCOUNT_RECIPES, ...MONEY_RECIPES, ...GAME_RECIPES, ...CONTENT_RECIPES };

/** Route key → why its success cannot be had (the runner's report lists them). None so far. */
export const NO_SUCCESS: Readonly<Record<string, string>> = {};

/** The title of the success checks (the runner counts the routes they passed). */
export const SUCCESS_TITLE = 'every route answers a valid request with its success (6000) and data';
/** The title of the checks of the routes in NO_SUCCESS. */
export const NO_SUCCESS_TITLE = 'a route whose success the account cannot reach answers a valid request with a documented refusal';
