/**
 * The local stack's product reviews (issue 36), so its product pages and cards show ratings: on
 * every site, three published reviews of each of a handful of popular models, each written by a
 * seeded account that placed an order with a listing of that model on that site, as a real
 * product review must be (content/reviews.repository.ts). Deterministic: fixed ids, names, words,
 * ratings and dates; the listing bought is the model's first (lowest id).
 *
 * Demo data, for the local mode only (server.ts): the accounts and orders are no one's, and a
 * production shop must never show a review nobody wrote, nor count an order nobody placed. The
 * accounts' ids are no Firebase uid, so no one signs in as them. Writing is idempotent (each row
 * by its fixed id, `ON CONFLICT DO NOTHING`): a start adds what is missing and leaves what is
 * there, a review a moderator removed included; a model the catalog no longer has is skipped.
 */
import { COUNTRIES, type Country } from '@refurb/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import * as t from '../db/schema.js';

/** The models reviewed (by name), with the rating each of their three reviewers gives. */
export const REVIEWED_MODELS: readonly { readonly name: string; readonly ratings: number[] }[] = [
  { name: 'iPhone 13', ratings: [5, 5, 4] },
  { name: 'iPhone 14 Pro', ratings: [5, 4, 5] },
  { name: 'Galaxy S23', ratings: [4, 5, 3] },
  { name: 'Pixel 7', ratings: [5, 4, 4] },
];

interface SiteWords {
  /** One name per review, in order. */
  readonly authors: readonly string[];
  /** What a reviewer of each rating says (taken in turn). */
  readonly texts: Readonly<Record<3 | 4 | 5, readonly string[]>>;
  readonly city: string;
}

const WORDS: Readonly<Record<Country, SiteWords>> = {
  ro: {
    authors: ['Andrei V.', 'Elena M.', 'Cristian T.', 'Ioana R.', 'Radu C.', 'Maria S.'],
    texts: {
      5: [
        'Arată ca nou, bateria ține toată ziua. Foarte mulțumit.',
        'Nicio zgârietură, a venit bine ambalat, a doua zi.',
        'Merge perfect, nu se vede că e recondiționat. Recomand.',
      ],
      4: [
        'Funcționează foarte bine; are o urmă fină pe ramă, cum scria la stare.',
        'Raport bun preț-calitate, dar bateria putea fi puțin mai bună.',
      ],
      3: ['Telefonul e în regulă, dar bateria ține abia o zi.'],
    },
    city: 'Cluj-Napoca',
  },
  bg: {
    authors: ['Петър Д.', 'Елена Н.', 'Николай Г.', 'Десислава П.', 'Стефан М.', 'Ивана К.'],
    texts: {
      5: [
        'Изглежда като нов, батерията издържа цял ден. Много съм доволен.',
        'Без нито една драскотина, пристигна добре опакован на другия ден.',
        'Работи перфектно, не личи, че е рециклиран. Препоръчвам.',
      ],
      4: [
        'Работи много добре; има лека следа по рамката, както пишеше в описанието.',
        'Добро съотношение цена-качество, но батерията можеше да е по-добра.',
      ],
      3: ['Телефонът е наред, но батерията издържа едва един ден.'],
    },
    city: 'София',
  },
  hu: {
    authors: [
      'Tóth Gábor',
      'Kiss Júlia',
      'Horváth Bence',
      'Varga Réka',
      'Molnár Ádám',
      'Papp Dóra',
    ],
    texts: {
      5: [
        'Olyan, mintha új lenne, az akkumulátor egész nap bírja. Nagyon elégedett vagyok.',
        'Egy karcolás sincs rajta, jól becsomagolva, másnapra megérkezett.',
        'Tökéletesen működik, nem látszik rajta, hogy felújított. Ajánlom.',
      ],
      4: [
        'Nagyon jól működik; a keretén van egy halvány nyom, ahogy a leírás írta.',
        'Jó ár-érték arány, de az akkumulátor lehetne kicsit jobb.',
      ],
      3: ['A telefon rendben van, de az akkumulátor épp csak egy napot bír.'],
    },
    city: 'Budapest',
  },
  gr: {
    authors: ['Δημήτρης Κ.', 'Μαρία Π.', 'Κώστας Λ.', 'Σοφία Μ.', 'Γιάννης Θ.', 'Κατερίνα Β.'],
    texts: {
      5: [
        'Φαίνεται σαν καινούργιο, η μπαταρία κρατάει όλη μέρα. Πολύ ευχαριστημένος.',
        'Ούτε μια γρατζουνιά, ήρθε καλά συσκευασμένο την επόμενη μέρα.',
        'Λειτουργεί άψογα, δεν φαίνεται ότι είναι ανακατασκευασμένο. Το προτείνω.',
      ],
      4: [
        'Λειτουργεί πολύ καλά· έχει ένα ελαφρύ σημάδι στο πλαίσιο, όπως έγραφε η περιγραφή.',
        'Καλή σχέση ποιότητας-τιμής, αλλά η μπαταρία θα μπορούσε να είναι καλύτερη.',
      ],
      3: ['Το κινητό είναι εντάξει, αλλά η μπαταρία κρατάει μόλις μία μέρα.'],
    },
    city: 'Αθήνα',
  },
};

const DAY = 86_400_000;
/** The first review's day; each next one three days later, its order ten days before it. */
const FIRST_REVIEW = Date.parse('2026-10-06T09:00:00Z');

/** One seeded review, with the account and the order behind it. */
export interface SeededReview {
  readonly id: string;
  readonly country: Country;
  readonly modelName: string;
  readonly userId: string;
  readonly orderId: string;
  readonly author: string;
  readonly rating: number;
  readonly text: string;
  readonly createdAt: Date;
  readonly placedAt: Date;
}

/** Every seeded review of every site, in order (what `seedProductReviews` writes). */
export function seededProductReviews(): SeededReview[] {
  return COUNTRIES.flatMap((country) => {
    const words = WORDS[country];
    const used: Record<number, number> = {};
    return REVIEWED_MODELS.flatMap((model, m) =>
      model.ratings.map((rating, r): SeededReview => {
        const n = m * model.ratings.length + r + 1;
        const texts = words.texts[rating as 3 | 4 | 5];
        const turn = (used[rating] = (used[rating] ?? -1) + 1);
        const createdAt = new Date(FIRST_REVIEW + (n - 1) * 3 * DAY);
        return {
          // `R-<country>-<n>`, past the site reviews the schema shipped (1 to 3).
          id: `R-${country}-${100 + n}`,
          country,
          modelName: model.name,
          userId: `seed-buyer-${country}-${n}`,
          orderId: `${country.toUpperCase()}-SEED-${n}`,
          author: words.authors[(n - 1) % words.authors.length] ?? 'Client',
          rating,
          text: texts[turn % texts.length] ?? '',
          createdAt,
          placedAt: new Date(createdAt.getTime() - 10 * DAY),
        };
      }),
    );
  });
}

/** The model's first listing and its price on the site, or null when the catalog lacks it. */
async function listingOf(database: Database, modelName: string, country: Country) {
  const [row] = await database.rows<{
    id: string;
    name: string;
    price: string | number;
    legacy_model_id: number;
  }>(
    sql`SELECT p.id, m.name, pp.price, m.legacy_model_id FROM products p
          JOIN models m ON m.id = p.model_id
          JOIN product_prices pp ON pp.product_id = p.id AND pp.country = ${country}
        WHERE m.name = ${modelName} ORDER BY p.id LIMIT 1`,
  );
  return row
    ? {
        id: row.id,
        name: row.name,
        price: Number(row.price),
        legacyModelId: Number(row.legacy_model_id),
      }
    : null;
}

/** Writes what is missing of the seeded reviews; the number of reviews written. */
export async function seedProductReviews(database: Database): Promise<number> {
  const reviews = seededProductReviews();
  // Every start but the first finds them all: one query, not a transaction per review.
  const [present] = await database.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM reviews WHERE id IN (${sql.join(
      reviews.map((review) => sql`${review.id}`),
      sql`, `,
    )})`,
  );
  if (present?.n === reviews.length) return 0;
  let written = 0;
  for (const review of reviews) {
    const listing = await listingOf(database, review.modelName, review.country);
    if (!listing) continue;
    await database.db.transaction(async (tx) => {
      await tx
        .insert(t.users)
        .values({
          id: review.userId,
          email: `${review.userId}@example.invalid`,
          displayName: review.author,
          createdAt: review.placedAt,
        })
        .onConflictDoNothing();
      const totals = { productsTotal: listing.price, extrasTotal: 0, shippingCost: 0 };
      await tx
        .insert(t.orders)
        .values({
          id: review.orderId,
          idempotencyKey: `seed:${review.orderId}`,
          requestHash: 'seed',
          country: review.country,
          userId: review.userId,
          status: 'PLACED',
          // What each site calls paying the courier (checkout.data.ts).
          paymentMethod:
            review.country === 'hu' || review.country === 'gr'
              ? 'pay-on-delivery'
              : 'cash-on-delivery',
          delivery: { kind: 'courier', subType: '', address: { oras: WORDS[review.country].city } },
          contact: { name: review.author, email: `${review.userId}@example.invalid` },
          billing: { customerType: 'personal' },
          ...totals,
          codFee: 0,
          discount: 0,
          total: listing.price,
          numberOfInstallments: 0,
          monthlyPayment: '0',
          placedAt: review.placedAt,
        })
        .onConflictDoNothing();
      await tx
        .insert(t.orderLines)
        .values({
          orderId: review.orderId,
          lineNo: 1,
          kind: 'phone',
          refId: listing.id,
          name: listing.name,
          price: listing.price,
        })
        .onConflictDoNothing();
      // Both engines answer `{ rows }`.
      const inserted: unknown = await tx.execute(
        sql`INSERT INTO reviews (id, country, kind, author, rating, body, created_at, user_id,
                                 status, verified_purchase, moderated_at, legacy_model_id)
            VALUES (${review.id}, ${review.country}, 'shop', ${review.author}, ${review.rating},
                    ${review.text}, ${review.createdAt.toISOString()}, ${review.userId},
                    'published', true, ${review.createdAt.toISOString()}, ${listing.legacyModelId})
            ON CONFLICT (id) DO NOTHING
            RETURNING id`,
      );
      written += (inserted as { rows: unknown[] }).rows.length;
    });
  }
  return written;
}
