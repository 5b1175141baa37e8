CREATE TABLE "channel_daily_counts" (
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"day" text NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "channel_daily_counts_pk" PRIMARY KEY("user_id","channel","day")
);
--> statement-breakpoint
ALTER TABLE "channel_daily_counts" ADD CONSTRAINT "channel_daily_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "channel_rate_slots" (
	"channel" text NOT NULL,
	"slot" bigint NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "channel_rate_slots_pk" PRIMARY KEY("channel","slot")
);
--> statement-breakpoint
CREATE TABLE "channel_recipient_pace" (
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_recipient_pace_pk" PRIMARY KEY("channel","address")
);
