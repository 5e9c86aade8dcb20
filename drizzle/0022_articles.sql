-- Issue 19 (decision 044): articles ("pulse") and their categories (one, `handbook`, the evergreen
-- guides), per-language texts in Markdown with word counts the database keeps, revisions, and the
-- visitors of each article per day (a keyed hash, so a view counts once per visitor per day).
CREATE TYPE "public"."article_status" AS ENUM('draft', 'scheduled', 'published');--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"user_id" integer,
	"saved_by" text NOT NULL,
	"status" "article_status" NOT NULL,
	"publish_at" timestamp with time zone,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"lead_en" text NOT NULL,
	"lead_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_views" (
	"article_id" integer NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "article_views_article_id_day_visitor_pk" PRIMARY KEY("article_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"status" "article_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"author_name" text NOT NULL,
	"author_user_id" integer,
	"cover_url" text,
	"cover_url_2x" text,
	"cover_width" integer,
	"cover_height" integer,
	"title_en" text DEFAULT '' NOT NULL,
	"title_fr" text DEFAULT '' NOT NULL,
	"lead_en" text DEFAULT '' NOT NULL,
	"lead_fr" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_fr" text DEFAULT '' NOT NULL,
	"words_en" integer GENERATED ALWAYS AS (regexp_count(body_en, '\S*[[:alnum:]]\S*')) STORED NOT NULL,
	"words_fr" integer GENERATED ALWAYS AS (regexp_count(body_fr, '\S*[[:alnum:]]\S*')) STORED NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_model_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"related_product_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_revisions_article_idx" ON "article_revisions" USING btree ("article_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_views_day_idx" ON "article_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'draft';--> statement-breakpoint
-- The categories are reference data: here rather than in the seed, so that a database seeded before
-- this migration has them too (the editor needs them; the demo's articles come with a fresh seed).
INSERT INTO "article_categories" ("slug", "name_en", "name_fr", "description_en", "description_fr", "position") VALUES
  ('handbook', 'Handbook', 'Guide pratique', 'Evergreen guides: buying, powering, cooling, hosting and running mining hardware.', 'Des guides qui ne vieillissent pas : acheter, alimenter, refroidir, héberger et exploiter du matériel de minage.', 1),
  ('market', 'Market and economics', 'Marché et économie', 'Revenue, halvings, payback and what moves the price of hardware.', 'Revenus, halvings, retour sur investissement et ce qui fait bouger le prix du matériel.', 2),
  ('operations', 'Operations', 'Exploitation', 'Sites, containers, firmware, maintenance and logistics, from the field.', 'Sites, conteneurs, firmware, maintenance et logistique, vus du terrain.', 3)
ON CONFLICT ("slug") DO NOTHING;
