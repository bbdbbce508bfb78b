// Only what the reporter uses, so the lazily loaded chunk leaves out replay, feedback and tracing.
export { captureException, dedupeIntegration, init, linkedErrorsIntegration, withScope } from '@sentry/browser';
