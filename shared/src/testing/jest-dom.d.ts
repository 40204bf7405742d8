// The jest-dom matchers are installed by the root jest.setup.ts; this brings their types in.
/// <reference types="@testing-library/jest-dom" />
