CREATE TABLE "generated_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"import_id" integer,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"size" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "generated_files_status_check" CHECK ("generated_files"."status" in ('queued', 'running', 'ready', 'failed')),
	CONSTRAINT "generated_files_kind_check" CHECK ("generated_files"."kind" in ('errors', 'export'))
);
--> statement-breakpoint
CREATE TABLE "heavy_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_files" ADD CONSTRAINT "generated_files_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_files" ADD CONSTRAINT "generated_files_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_files_seller_idx" ON "generated_files" USING btree ("seller_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "generated_files_building_uq" ON "generated_files" USING btree ("seller_id","kind","source") WHERE "generated_files"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "heavy_slots_account_idx" ON "heavy_slots" USING btree ("account");