/**
 * The mixed load test's verdict on its orders: what the clients were told against what the
 * database holds once the server has stopped. Pure, so its rules are tested on their own
 * (exactly-once.test.mjs) and can be seen to fail.
 *
 * The load sends only orders the shop must take, so for every idempotency key sent:
 * - it was answered (a request still in flight when the load stopped is sent again with the same
 *   key, as a browser retries after a lost answer; that answer is a `retry`), and only with 201
 *   (placed) or 200 (`replayed`: the order placed before with that key);
 * - every answer for it names the same order;
 * - it placed one order: one answer with `replayed: false` (a key that was retried may show none,
 *   its first answer lost with the connection, but never two);
 * - the database holds exactly one order with that key, under the id the answers gave.
 * And the database holds no order of a key nobody sent, no id twice, one phone line per order (the
 * load orders one phone each), and as many units taken from stock as it holds orders.
 */

/** Rows by `by(row)` (Map.groupBy, which Node 20 does not have). */
function groupBy(rows, by) {
  const groups = new Map();
  for (const row of rows) {
    const group = groups.get(by(row));
    if (group) group.push(row);
    else groups.set(by(row), [row]);
  }
  return groups;
}

/** `{ key, kind: 'load' | 'duplicate' | 'retry', status, orderId?, replayed? }` per answer. */
const isPlaced = (answer) =>
  (answer.status === 201 || answer.status === 200) && typeof answer.orderId === 'string';

function answerProblems(key, answers) {
  if (answers.length === 0) return [`key ${key}: sent, never answered`];
  const problems = [];
  for (const answer of answers.filter((a) => !isPlaced(a))) {
    problems.push(`key ${key}: a ${answer.kind} answer was ${answer.status || answer.error}`);
  }
  const ids = new Set(answers.filter(isPlaced).map((a) => a.orderId));
  if (ids.size > 1) problems.push(`key ${key}: answered with different orders ${[...ids]}`);
  const created = answers.filter((a) => isPlaced(a) && a.replayed === false).length;
  const retried = answers.some((a) => a.kind === 'retry');
  if (created > 1) problems.push(`key ${key}: placed ${created} times (201 ${created} times)`);
  if (created === 0 && !retried) problems.push(`key ${key}: replayed an order never placed`);
  return problems;
}

/**
 * @param {object} run
 * @param {Iterable<string>} run.sent every idempotency key the load sent
 * @param {object[]} run.answers every answer to an order request (see `isPlaced`)
 * @param {{ id: string, idempotencyKey: string, phoneLines: number }[]} run.rows the orders in
 *   the database after the server stopped
 * @param {number} run.unitsTaken units of stock the ordered phones lost
 * @returns {{ problems: string[], keys: number, orders: number }}
 */
export function exactlyOnce({ sent, answers, rows, unitsTaken }) {
  const byKey = new Map([...sent].map((key) => [key, []]));
  const problems = [];
  for (const answer of answers) {
    if (!byKey.has(answer.key)) problems.push(`key ${answer.key}: answered but never sent`);
    else byKey.get(answer.key).push(answer);
  }
  const rowsByKey = groupBy(rows, (row) => row.idempotencyKey);
  for (const [key, keyAnswers] of byKey) {
    problems.push(...answerProblems(key, keyAnswers));
    const stored = rowsByKey.get(key) ?? [];
    const orderId = keyAnswers.find(isPlaced)?.orderId;
    if (stored.length > 1) problems.push(`key ${key}: ${stored.length} orders in the database`);
    if (orderId !== undefined && stored.length === 0) {
      problems.push(`key ${key}: order ${orderId} was answered but is not in the database`);
    }
    if (orderId !== undefined && stored.length === 1 && stored[0].id !== orderId) {
      problems.push(`key ${key}: answered ${orderId}, the database has ${stored[0].id}`);
    }
  }
  for (const key of rowsByKey.keys()) {
    if (!byKey.has(key)) problems.push(`key ${key}: an order in the database nobody sent`);
  }
  const ids = groupBy(rows, (row) => row.id);
  for (const [id, same] of ids) {
    if (same.length > 1) problems.push(`order ${id}: ${same.length} times in the database`);
  }
  for (const row of rows.filter((r) => r.phoneLines !== 1)) {
    problems.push(`order ${row.id}: ${row.phoneLines} phone lines, 1 ordered`);
  }
  if (unitsTaken !== rows.length) {
    problems.push(`stock: ${unitsTaken} units taken for ${rows.length} orders`);
  }
  const keys = [...byKey.values()].filter((a) => a.some(isPlaced)).length;
  return { problems, keys, orders: rows.length };
}
