export declare const HEARTBEAT_MS: number
export declare const LIVE_WINDOW_MS: number
export declare function markerPath(releaseDir: string, host?: string, pid?: number): string
export declare function touchMarker(releaseDir: string, now?: Date): boolean
export declare function removeMarker(releaseDir: string): void
export declare function releasesWithLiveMarkers(releasesDir: string, now?: number): Set<string>
