DROP INDEX "images_trends_idx";--> statement-breakpoint
DROP INDEX "images_category_trends_idx";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "tag_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: images.tag_count follows the tags table. Increments and decrements (not a
-- recount) so two transactions removing an image's last two tags at once still end at 0; the
-- row lock of the UPDATE puts them one after the other. A tag deleted by the cascade of its
-- image's deletion finds no row to update, which is fine.
CREATE OR REPLACE FUNCTION looktag_tags_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE images SET tag_count = tag_count + 1 WHERE id = NEW.image_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE images SET tag_count = tag_count - 1 WHERE id = OLD.image_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tags_count AFTER INSERT OR DELETE OR UPDATE OF image_id ON tags
  FOR EACH ROW EXECUTE FUNCTION looktag_tags_count();--> statement-breakpoint
UPDATE "images" i SET "tag_count" = c.n
FROM (SELECT "image_id", count(*)::int AS n FROM "tags" GROUP BY "image_id") c
WHERE c."image_id" = i."id";--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_tag_count_check" CHECK ("images"."tag_count" >= 0);--> statement-breakpoint
CREATE INDEX "images_trends_idx" ON "images" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expiry_date","user_id","search_text") WHERE tag_count > 0;--> statement-breakpoint
CREATE INDEX "images_category_trends_idx" ON "images" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expiry_date","user_id") WHERE tag_count > 0;
