ALTER TABLE "growth_daily" DROP CONSTRAINT "growth_daily_metric_check";--> statement-breakpoint
ALTER TABLE "growth_daily_items" DROP CONSTRAINT "growth_daily_items_metric_check";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_kind_check";--> statement-breakpoint
ALTER TABLE "growth_daily" ADD CONSTRAINT "growth_daily_metric_check" CHECK ("growth_daily"."metric" in ('view', 'tag_click', 'share', 'campaign_click', 'page_view', 'coupon_copy'));--> statement-breakpoint
ALTER TABLE "growth_daily_items" ADD CONSTRAINT "growth_daily_items_metric_check" CHECK ("growth_daily_items"."metric" in ('view', 'tag_click', 'share', 'campaign_click', 'page_view', 'coupon_copy'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('click', 'engage', 'share', 'coupon_copy', 'campaign_click', 'page_view'));