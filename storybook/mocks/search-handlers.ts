/**
 * The search field's suggestions as the host sees them, for stories (`GET /search/suggest`, issue
 * 36): the device types whose category slug starts with a word typed (`tele`), then the story
 * shop's models whose brand and name hold every word, each with its page at its best listing, at
 * most `limit`. shop-api reads more into the words (other scripts, category words, typos:
 * shop-api/src/catalog/search-words.ts); a story only needs an answer of the right shape.
 * Requests are parsed with the contract as shop-api parses them (a bad one is a 400 naming the
 * problem); answers go through `answer`, so they match the contract too.
 *
 * A story that needs the call to fail or hang puts `searchFailing()` or `searchPending()` before
 * the shop's handlers: the field then offers nothing and the form still submits.
 */
import {
  categorySlug,
  DEVICE_TYPE_KEYS,
  modelTitle,
  productAddress,
  safeParseWithMessages,
  type Country,
} from '@refurb/shared-contracts';
import {
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
  type SearchSuggestion,
} from '@refurb/shared-contracts/api/catalog';
import { http, type RequestHandler } from 'msw';
import { answer, failure, never, service } from './answer';
import { STORY_MODELS, storyListings, type StoryModel } from './catalog-fixtures';

export const SEARCH_SUGGEST_PATH = service('search', '/suggest');

function modelSuggestion(m: StoryModel, country: Country): SearchSuggestion {
  const listings = storyListings(m, country).sort((a, b) => a.price - b.price);
  const best = listings.find((l) => l.stock > 0) ?? listings[0]!;
  return {
    kind: 'model',
    type: m.type,
    legacyModelId: m.legacyModelId,
    label: modelTitle(m.brand, m.name),
    path: productAddress(country, m, best),
  };
}

export function searchHandlers(): RequestHandler[] {
  return [
    http.get(SEARCH_SUGGEST_PATH, ({ request }) => {
      const query = safeParseWithMessages(
        SearchSuggestQuerySchema,
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return failure(400, 'invalid_request', query.error.message);
      const { country, q, limit } = query.data;
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      const categories = DEVICE_TYPE_KEYS.filter((type) =>
        words.some((w) => w.length >= 3 && categorySlug(country, type).startsWith(w)),
      ).map((type): SearchSuggestion => ({
        kind: 'category',
        type,
        path: `/${categorySlug(country, type)}/`,
      }));
      const models = STORY_MODELS.filter((m) =>
        words.every((w) => `${m.brand} ${m.name}`.toLowerCase().includes(w)),
      ).map((m) => modelSuggestion(m, country));
      return answer(SearchSuggestResponseSchema, {
        query: q,
        suggestions: [...categories, ...models].slice(0, limit),
      });
    }),
  ];
}

/** The suggestions failing with shop-api's error body. */
export function searchFailing(status = 503): RequestHandler {
  return http.get(SEARCH_SUGGEST_PATH, () =>
    failure(status, 'unavailable', `shop-api answered ${status}`),
  );
}

/** The suggestions never answering. */
export function searchPending(): RequestHandler {
  return http.get(SEARCH_SUGGEST_PATH, never);
}
