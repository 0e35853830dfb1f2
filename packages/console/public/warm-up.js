// Runs while the console's scripts download, when the page has nothing else to do, the first uses
// the console's code would otherwise pay inside its long tasks (docs/decisions/demo-startup.md,
// "Round 10" and "Round 11"):
// - the browser's first use of Intl loads its locale data (about 25 ms of CPU on a laptop, 100 ms
//   on a mid-range phone), which Spectrum's first module pays when the page's modules run;
// - the first collator of a locale loads its collation rules (about 10 ms on a laptop), which the
//   form's first Picker or ComboBox pays as it renders;
// - the first read of the tab's session storage waits for the browser to hand it over, which the
//   router's first module pays when the page's modules run.
try {
  const locale = navigator.language || 'en-US';
  Intl.DateTimeFormat.supportedLocalesOf([locale]);
  if (Intl.Locale) new Intl.Locale(locale).maximize();
  // As React Aria's pickers and filters ask for theirs.
  new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' }).compare('a', 'b');
} catch {
  // An unknown locale: Spectrum falls back to en-US itself.
}
try {
  void window.sessionStorage.length;
} catch {
  // Storage refused (a sandboxed frame, a privacy setting): the console reads none either.
}
