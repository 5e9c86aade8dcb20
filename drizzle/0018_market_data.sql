-- Issue 18 (decision 040): the market data. The latest figures per coin as the provider last answered
-- them (a coin without a row is served from the shipped snapshot), and the block heights read at each
-- refresh (a few days kept) for the recent average block time that dates the halving.
CREATE TABLE "market_coins" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"algorithm" text NOT NULL,
	"price_usd" double precision NOT NULL,
	"price_eur" double precision NOT NULL,
	"block_reward" double precision NOT NULL,
	"block_time_sec" double precision NOT NULL,
	"block_height" bigint NOT NULL,
	"network_hashrate_hs" double precision,
	"difficulty" double precision,
	"hashes_per_difficulty" double precision,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_height_readings" (
	"symbol" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"height" bigint NOT NULL,
	CONSTRAINT "market_height_readings_symbol_read_at_pk" PRIMARY KEY("symbol","read_at")
);
--> statement-breakpoint
CREATE INDEX "market_height_readings_read_at_idx" ON "market_height_readings" USING btree ("read_at");