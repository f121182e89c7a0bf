export { createHandlers, failureHandlers, handlers, handlersFor } from './handlers.ts';
export type { EndpointName, FailureHandlerName, MockFailure, MockOptions } from './handlers.ts';
export { createMockState, MOCK_PASSWORD, MOCK_SCENARIOS } from './state.ts';
export type { MockScenario, MockState } from './state.ts';
export * from './fixtures.ts';
