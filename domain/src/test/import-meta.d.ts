// Vite's `import.meta.glob`, which the tests below use to read every domain module (the domain package
// loads no Vite types).
interface ImportMeta {
  glob<T>(patterns: string[], options: { eager: true; query?: string; import?: string }): Record<string, T>;
}
