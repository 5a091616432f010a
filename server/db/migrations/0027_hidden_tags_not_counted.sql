-- Hand-written: images.tag_count counts the tags visitors see, so a photo whose only tags are
-- hidden until fixed leaves trends (and every "tagged" filter) like an untagged one. Hiding a
-- tag takes it off its image's count and showing it puts it back, by increments as in 0011.
CREATE OR REPLACE FUNCTION looktag_hidden_tags_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE images SET tag_count = tag_count - 1 WHERE id = (SELECT image_id FROM tags WHERE id = NEW.tag_id);
  ELSE
    UPDATE images SET tag_count = tag_count + 1 WHERE id = (SELECT image_id FROM tags WHERE id = OLD.tag_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hidden_tags_count AFTER INSERT OR DELETE ON hidden_tags
  FOR EACH ROW EXECUTE FUNCTION looktag_hidden_tags_count();--> statement-breakpoint
-- A hidden tag being deleted is shown first (its count goes up once, then down once with the
-- tag): the cascade would remove the hidden row only after the tag is gone, too late to know
-- which image it counted against.
CREATE OR REPLACE FUNCTION looktag_tags_unhide() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM hidden_tags WHERE tag_id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER tags_unhide BEFORE DELETE ON tags
  FOR EACH ROW EXECUTE FUNCTION looktag_tags_unhide();--> statement-breakpoint
-- A hidden tag moved to another image is not counted on either.
CREATE OR REPLACE FUNCTION looktag_tags_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM hidden_tags WHERE tag_id = NEW.id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE images SET tag_count = tag_count + 1 WHERE id = NEW.image_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE images SET tag_count = tag_count - 1 WHERE id = OLD.image_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "images" i SET "tag_count" = c.n
FROM (SELECT t."image_id", (count(*) FILTER (WHERE h."tag_id" IS NULL))::int AS n
  FROM "tags" t LEFT JOIN "hidden_tags" h ON h."tag_id" = t."id" GROUP BY t."image_id") c
WHERE c."image_id" = i."id" AND i."tag_count" <> c.n;
