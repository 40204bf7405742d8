export * from './expected';
export * from './redact';
export * from './error-reporter';
export * from './beacon-sink';
