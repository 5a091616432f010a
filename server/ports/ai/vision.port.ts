/**
 * What the studio needs to see in a photo: how many faces it shows (training accepts exactly
 * one per photo) and the person cut out of the background. Adapter: `local-vision.ts` (models
 * shipped inside npm packages, loaded lazily in the job worker; decision 0023).
 */
export interface VisionPort {
  /** Faces found in the photo (any size the decoder accepts; it is scaled down first). */
  countFaces(photo: Buffer): Promise<number>
  /** The photo as a PNG whose alpha channel keeps only the person. */
  cutout(photo: Buffer): Promise<Buffer>
}
