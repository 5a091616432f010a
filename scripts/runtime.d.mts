export declare const MIN_NODE_MAJOR: number
export declare function nodeVersionProblem(version?: string): string | undefined
export declare function refuseOldNode(): void
export declare const SERVER_NODE_FLAGS: string[]
export declare const SERVER_MALLOC_ENV: { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string }
export declare function serverMallocEnv(env?: Record<string, string | undefined>): Record<string, string>
export declare function serverEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>
