/**
 * A fetch for tests: answers each call with the next answer (the last one repeats), records what
 * was sent, and can hold answers back until `release()` to test calls in flight.
 */
export function fakeFetch(...answers) {
  const sent = [];
  let held;
  const fetch = async (input) => {
    const request = input;
    sent.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body ? await request.clone().text() : '',
    });
    if (held) await new Promise((resolve) => held?.push(resolve));
    request.signal.throwIfAborted();
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(request);
    return (answer ?? json({})).clone();
  };
  return {
    fetch: fetch,
    sent,
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const resolve of waiting) resolve();
    },
  };
}
/** A JSON response. */
export function json(body, status = 200, statusText = '') {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}
/** A text response (HTML pages, plain text, broken JSON). */
export function text(body, status = 200, type = 'text/plain') {
  return new Response(body, { status, headers: { 'Content-Type': type } });
}
