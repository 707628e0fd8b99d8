CREATE SCHEMA lottery;

CREATE TABLE lottery.chases (
    id text NOT NULL,
    session_id bigint NOT NULL,
    request_id text NOT NULL,
    player_key text NOT NULL,
    game_code text NOT NULL,
    bet_type text NOT NULL,
    "position" integer,
    picks jsonb NOT NULL,
    unit_minor bigint NOT NULL,
    units integer NOT NULL,
    draws integer NOT NULL,
    stop_on_win boolean NOT NULL,
    state text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    ended_at timestamp with time zone,
    CONSTRAINT chases_draws_check CHECK (((draws >= 1) AND (draws <= 120))),
    CONSTRAINT chases_state_check CHECK ((state = ANY (ARRAY['running'::text, 'stopped'::text, 'cancelled'::text]))),
    CONSTRAINT chases_unit_minor_check CHECK ((unit_minor > 0)),
    CONSTRAINT chases_units_check CHECK ((units > 0))
);

CREATE TABLE lottery.draws (
    id bigint NOT NULL,
    game_code text NOT NULL,
    draw_code text NOT NULL,
    state text NOT NULL,
    opens_at timestamp with time zone NOT NULL,
    closes_at timestamp with time zone NOT NULL,
    draw_at timestamp with time zone NOT NULL,
    server_seed text NOT NULL,
    server_seed_hash text NOT NULL,
    numbers jsonb,
    drawn_at timestamp with time zone,
    cancelled_at timestamp with time zone,
    finished_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT draws_check CHECK (((opens_at <= closes_at) AND (closes_at <= draw_at))),
    CONSTRAINT draws_check1 CHECK (((state = ANY (ARRAY['drawn'::text, 'settled'::text])) = (numbers IS NOT NULL))),
    CONSTRAINT draws_state_check CHECK ((state = ANY (ARRAY['open'::text, 'drawn'::text, 'settled'::text, 'cancelled'::text])))
);

CREATE SEQUENCE lottery.draws_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE lottery.draws_id_seq OWNED BY lottery.draws.id;

CREATE TABLE lottery.merchant_draw_cancellations (
    merchant_code text NOT NULL,
    draw_id bigint NOT NULL,
    reason text NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE lottery.merchant_games (
    merchant_code text NOT NULL,
    game_code text NOT NULL,
    enabled boolean NOT NULL,
    max_stake_per_draw_minor bigint,
    max_payout_per_draw_minor bigint,
    bet_limits jsonb DEFAULT '{}'::jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT merchant_games_max_payout_per_draw_minor_check CHECK ((max_payout_per_draw_minor > 0)),
    CONSTRAINT merchant_games_max_stake_per_draw_minor_check CHECK ((max_stake_per_draw_minor > 0))
);

CREATE TABLE lottery.report_days (
    merchant_code text NOT NULL,
    day date NOT NULL,
    game_code text NOT NULL,
    bet_type text NOT NULL,
    tickets integer DEFAULT 0 NOT NULL,
    stake_minor bigint DEFAULT 0 NOT NULL,
    payout_minor bigint DEFAULT 0 NOT NULL,
    refund_minor bigint DEFAULT 0 NOT NULL,
    CONSTRAINT report_days_payout_minor_check CHECK ((payout_minor >= 0)),
    CONSTRAINT report_days_refund_minor_check CHECK ((refund_minor >= 0)),
    CONSTRAINT report_days_stake_minor_check CHECK ((stake_minor >= 0)),
    CONSTRAINT report_days_tickets_check CHECK ((tickets >= 0))
);

CREATE TABLE lottery.report_player_days (
    merchant_code text NOT NULL,
    day date NOT NULL,
    game_code text NOT NULL,
    player_key text NOT NULL
);

CREATE TABLE lottery.rounds (
    id text NOT NULL,
    session_id bigint NOT NULL,
    client_request_id text NOT NULL,
    player_key text NOT NULL,
    player_id text,
    mode text NOT NULL,
    game_code text NOT NULL,
    currency text NOT NULL,
    stake_minor bigint NOT NULL,
    win_minor bigint,
    multiplier text DEFAULT '0.00'::text NOT NULL,
    state text NOT NULL,
    settings jsonb NOT NULL,
    outcome jsonb NOT NULL,
    seed_pair_id bigint NOT NULL,
    nonce bigint NOT NULL,
    debit_transaction_id text NOT NULL,
    credit_transaction_id text NOT NULL,
    rollback_transaction_id text NOT NULL,
    debited_at timestamp with time zone,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    settled_at timestamp with time zone,
    CONSTRAINT rounds_check CHECK (((state <> ALL (ARRAY['decided'::text, 'settled'::text])) OR (win_minor IS NOT NULL))),
    CONSTRAINT rounds_mode_check CHECK ((mode = ANY (ARRAY['real'::text, 'demo'::text]))),
    CONSTRAINT rounds_stake_minor_check CHECK ((stake_minor > 0)),
    CONSTRAINT rounds_state_check CHECK ((state = ANY (ARRAY['open'::text, 'decided'::text, 'rolling_back'::text, 'settled'::text, 'rolled_back'::text]))),
    CONSTRAINT rounds_win_minor_check CHECK ((win_minor >= 0))
);

CREATE TABLE lottery.schema_migrations (
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE lottery.seed_pairs (
    id bigint NOT NULL,
    player_key text NOT NULL,
    server_seed text NOT NULL,
    server_seed_hash text NOT NULL,
    client_seed text NOT NULL,
    next_nonce bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    revealed_at timestamp with time zone,
    CONSTRAINT seed_pairs_next_nonce_check CHECK ((next_nonce >= 0))
);

CREATE SEQUENCE lottery.seed_pairs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE lottery.seed_pairs_id_seq OWNED BY lottery.seed_pairs.id;

CREATE TABLE lottery.session_merchants (
    launch_token_hash text NOT NULL,
    merchant_code text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE lottery.sessions (
    id bigint NOT NULL,
    launch_token_hash text NOT NULL,
    token_hash text,
    mode text NOT NULL,
    game_code text NOT NULL,
    language text NOT NULL,
    currency text NOT NULL,
    return_url text,
    player_id text,
    player_key text,
    demo_balance_minor bigint,
    last_balance_minor bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    started_at timestamp with time zone,
    expires_at timestamp with time zone NOT NULL,
    frame_ancestors text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT sessions_check CHECK (((mode = 'demo'::text) = (demo_balance_minor IS NOT NULL))),
    CONSTRAINT sessions_demo_balance_minor_check CHECK ((demo_balance_minor >= 0)),
    CONSTRAINT sessions_mode_check CHECK ((mode = ANY (ARRAY['real'::text, 'demo'::text])))
);

CREATE SEQUENCE lottery.sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE lottery.sessions_id_seq OWNED BY lottery.sessions.id;

CREATE TABLE lottery.tickets (
    round_id text NOT NULL,
    draw_id bigint NOT NULL,
    bet_type text NOT NULL,
    "position" integer,
    picks jsonb NOT NULL,
    unit_minor bigint NOT NULL,
    units integer NOT NULL,
    chase_id text,
    CONSTRAINT tickets_unit_minor_check CHECK ((unit_minor > 0)),
    CONSTRAINT tickets_units_check CHECK ((units > 0))
);

ALTER TABLE ONLY lottery.draws ALTER COLUMN id SET DEFAULT nextval('lottery.draws_id_seq'::regclass);

ALTER TABLE ONLY lottery.seed_pairs ALTER COLUMN id SET DEFAULT nextval('lottery.seed_pairs_id_seq'::regclass);

ALTER TABLE ONLY lottery.sessions ALTER COLUMN id SET DEFAULT nextval('lottery.sessions_id_seq'::regclass);

ALTER TABLE ONLY lottery.chases
    ADD CONSTRAINT chases_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lottery.chases
    ADD CONSTRAINT chases_session_id_request_id_key UNIQUE (session_id, request_id);

ALTER TABLE ONLY lottery.draws
    ADD CONSTRAINT draws_draw_code_key UNIQUE (draw_code);

ALTER TABLE ONLY lottery.draws
    ADD CONSTRAINT draws_game_code_draw_at_key UNIQUE (game_code, draw_at);

ALTER TABLE ONLY lottery.draws
    ADD CONSTRAINT draws_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lottery.merchant_draw_cancellations
    ADD CONSTRAINT merchant_draw_cancellations_pkey PRIMARY KEY (merchant_code, draw_id);

ALTER TABLE ONLY lottery.merchant_games
    ADD CONSTRAINT merchant_games_pkey PRIMARY KEY (merchant_code, game_code);

ALTER TABLE ONLY lottery.report_days
    ADD CONSTRAINT report_days_pkey PRIMARY KEY (merchant_code, day, game_code, bet_type);

ALTER TABLE ONLY lottery.report_player_days
    ADD CONSTRAINT report_player_days_pkey PRIMARY KEY (merchant_code, day, game_code, player_key);

ALTER TABLE ONLY lottery.rounds
    ADD CONSTRAINT rounds_credit_transaction_id_key UNIQUE (credit_transaction_id);

ALTER TABLE ONLY lottery.rounds
    ADD CONSTRAINT rounds_debit_transaction_id_key UNIQUE (debit_transaction_id);

ALTER TABLE ONLY lottery.rounds
    ADD CONSTRAINT rounds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lottery.rounds
    ADD CONSTRAINT rounds_rollback_transaction_id_key UNIQUE (rollback_transaction_id);

ALTER TABLE ONLY lottery.rounds
    ADD CONSTRAINT rounds_seed_pair_id_nonce_key UNIQUE (seed_pair_id, nonce);

ALTER TABLE ONLY lottery.rounds
    ADD CONSTRAINT rounds_session_id_client_request_id_key UNIQUE (session_id, client_request_id);

ALTER TABLE ONLY lottery.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);

ALTER TABLE ONLY lottery.seed_pairs
    ADD CONSTRAINT seed_pairs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lottery.session_merchants
    ADD CONSTRAINT session_merchants_pkey PRIMARY KEY (launch_token_hash);

ALTER TABLE ONLY lottery.sessions
    ADD CONSTRAINT sessions_launch_token_hash_key UNIQUE (launch_token_hash);

ALTER TABLE ONLY lottery.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lottery.sessions
    ADD CONSTRAINT sessions_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY lottery.tickets
    ADD CONSTRAINT tickets_pkey PRIMARY KEY (round_id);

CREATE INDEX chases_player_recent ON lottery.chases USING btree (player_key, game_code, created_at DESC);

CREATE INDEX draws_recent ON lottery.draws USING btree (game_code, draw_at DESC);

CREATE INDEX draws_unfinished ON lottery.draws USING btree (draw_at) WHERE (finished_at IS NULL);

CREATE INDEX rounds_player_recent ON lottery.rounds USING btree (player_key, game_code, created_at DESC);

CREATE INDEX rounds_session_open ON lottery.rounds USING btree (session_id, game_code) WHERE (state = 'open'::text);

CREATE INDEX rounds_unfinished ON lottery.rounds USING btree (updated_at) WHERE (state = ANY (ARRAY['open'::text, 'decided'::text, 'rolling_back'::text]));

CREATE UNIQUE INDEX seed_pairs_live_per_player ON lottery.seed_pairs USING btree (player_key) WHERE (revealed_at IS NULL);

CREATE INDEX session_merchants_merchant ON lottery.session_merchants USING btree (merchant_code);

CREATE INDEX tickets_chase ON lottery.tickets USING btree (chase_id) WHERE (chase_id IS NOT NULL);

CREATE INDEX tickets_draw ON lottery.tickets USING btree (draw_id);

ALTER TABLE ONLY lottery.chases
    ADD CONSTRAINT chases_session_id_fkey FOREIGN KEY (session_id) REFERENCES lottery.sessions(id);

ALTER TABLE ONLY lottery.merchant_draw_cancellations
    ADD CONSTRAINT merchant_draw_cancellations_draw_id_fkey FOREIGN KEY (draw_id) REFERENCES lottery.draws(id);

ALTER TABLE ONLY lottery.rounds
    ADD CONSTRAINT rounds_seed_pair_id_fkey FOREIGN KEY (seed_pair_id) REFERENCES lottery.seed_pairs(id);

ALTER TABLE ONLY lottery.rounds
    ADD CONSTRAINT rounds_session_id_fkey FOREIGN KEY (session_id) REFERENCES lottery.sessions(id);

ALTER TABLE ONLY lottery.tickets
    ADD CONSTRAINT tickets_chase_id_fkey FOREIGN KEY (chase_id) REFERENCES lottery.chases(id);

ALTER TABLE ONLY lottery.tickets
    ADD CONSTRAINT tickets_draw_id_fkey FOREIGN KEY (draw_id) REFERENCES lottery.draws(id);

ALTER TABLE ONLY lottery.tickets
    ADD CONSTRAINT tickets_round_id_fkey FOREIGN KEY (round_id) REFERENCES lottery.rounds(id);
