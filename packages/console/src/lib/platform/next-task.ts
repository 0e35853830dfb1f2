/**
 * A task of its own, after the current one and the input and rendering waiting before it (what
 * React's scheduler uses; a timer may be clamped).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
