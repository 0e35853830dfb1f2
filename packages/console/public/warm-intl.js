// Runs while the console's scripts download, when the page has nothing else to do: the browser's
// first use of Intl loads its locale data (about 25 ms of CPU on a laptop, 100 ms on a mid-range
// phone), which Spectrum's first module would otherwise pay inside the long task that runs the
// page's modules (docs/decisions/demo-startup.md, "Round 10").
try {
  const locale = navigator.language || 'en-US';
  Intl.DateTimeFormat.supportedLocalesOf([locale]);
  if (Intl.Locale) new Intl.Locale(locale).maximize();
} catch {
  // An unknown locale: Spectrum falls back to en-US itself.
}
