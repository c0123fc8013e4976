/** Something sent on a connection: a statement, answered by a promise. */
export type Turns = <T>(send: () => Promise<T>) => Promise<T>;

/**
 * Sends what it is given one after another, each once the one before has been answered or has failed, in the
 * order given. For a connection that a caller may hand several statements at once: node-postgres would queue
 * them inside the client, which it deprecates ("Calling client.query() when the client is already executing a
 * query", an error from pg 9). The statements wait here instead, in the same order, so nothing else changes.
 */
export function inTurn(): Turns {
  let last: Promise<unknown> = Promise.resolve();
  return (send) => {
    const turn = last.then(send, send);
    last = turn.then(settled, settled);
    return turn;
  };
}

const settled = () => {};
