// Vite's types for the explorer's build-time imports (import.meta.glob, ?raw).
/// <reference types="vite/client" />
