CREATE SCHEMA sportsbook;

CREATE TABLE sportsbook.bet_legs (
    round_id text NOT NULL,
    leg smallint NOT NULL,
    event_id text NOT NULL,
    market_id text NOT NULL,
    selection text NOT NULL,
    odds_milli integer NOT NULL,
    outcome text,
    CONSTRAINT bet_legs_leg_check CHECK (((leg >= 0) AND (leg <= 9))),
    CONSTRAINT bet_legs_odds_milli_check CHECK (((odds_milli >= 1001) AND (odds_milli <= 1000000))),
    CONSTRAINT bet_legs_outcome_check CHECK ((outcome = ANY (ARRAY['win'::text, 'lose'::text, 'push'::text, 'half_win'::text, 'half_lose'::text, 'void'::text])))
);

CREATE TABLE sportsbook.bet_resettlements (
    round_id text NOT NULL,
    version integer NOT NULL,
    event_id text NOT NULL,
    result_version integer NOT NULL,
    previous_return_minor bigint NOT NULL,
    return_minor bigint NOT NULL,
    state text NOT NULL,
    debt_minor bigint DEFAULT 0 NOT NULL,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    done_at timestamp with time zone,
    CONSTRAINT bet_resettlements_debt_minor_check CHECK ((debt_minor >= 0)),
    CONSTRAINT bet_resettlements_previous_return_minor_check CHECK ((previous_return_minor >= 0)),
    CONSTRAINT bet_resettlements_return_minor_check CHECK ((return_minor >= 0)),
    CONSTRAINT bet_resettlements_state_check CHECK ((state = ANY (ARRAY['pending'::text, 'done'::text, 'refused'::text]))),
    CONSTRAINT bet_resettlements_version_check CHECK ((version >= 2))
);

CREATE TABLE sportsbook.cash_outs (
    round_id text NOT NULL,
    amount_minor bigint NOT NULL,
    margin_bp integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT cash_outs_amount_minor_check CHECK ((amount_minor > 0)),
    CONSTRAINT cash_outs_margin_bp_check CHECK (((margin_bp >= 0) AND (margin_bp <= 5000)))
);

CREATE TABLE sportsbook.cockfight_arenas (
    id text NOT NULL,
    name text NOT NULL,
    source text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT cockfight_arenas_source_check CHECK ((source = ANY (ARRAY['feed'::text, 'operator'::text])))
);

CREATE TABLE sportsbook.cockfight_bets (
    round_id text NOT NULL,
    fight_id text NOT NULL,
    side text NOT NULL,
    odds_milli integer NOT NULL,
    outcome text,
    CONSTRAINT cockfight_bets_odds_milli_check CHECK (((odds_milli >= 1001) AND (odds_milli <= 1000000))),
    CONSTRAINT cockfight_bets_outcome_check CHECK ((outcome = ANY (ARRAY['win'::text, 'lose'::text, 'push'::text, 'void'::text]))),
    CONSTRAINT cockfight_bets_side_check CHECK ((side = ANY (ARRAY['meron'::text, 'wala'::text, 'draw'::text])))
);

CREATE TABLE sportsbook.cockfight_fights (
    id text NOT NULL,
    arena_id text NOT NULL,
    number integer NOT NULL,
    meron text NOT NULL,
    wala text NOT NULL,
    state text NOT NULL,
    meron_odds integer NOT NULL,
    wala_odds integer NOT NULL,
    draw_odds integer NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    closes_at timestamp with time zone,
    result text,
    settled_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT cockfight_fights_check CHECK (((state = 'settled'::text) = (result IS NOT NULL))),
    CONSTRAINT cockfight_fights_check1 CHECK (((settled_at IS NULL) OR (state = ANY (ARRAY['settled'::text, 'cancelled'::text])))),
    CONSTRAINT cockfight_fights_draw_odds_check CHECK (((draw_odds >= 1001) AND (draw_odds <= 1000000))),
    CONSTRAINT cockfight_fights_meron_odds_check CHECK (((meron_odds >= 1001) AND (meron_odds <= 1000000))),
    CONSTRAINT cockfight_fights_number_check CHECK ((number > 0)),
    CONSTRAINT cockfight_fights_result_check CHECK ((result = ANY (ARRAY['meron'::text, 'wala'::text, 'draw'::text]))),
    CONSTRAINT cockfight_fights_state_check CHECK ((state = ANY (ARRAY['scheduled'::text, 'open'::text, 'closed'::text, 'settled'::text, 'cancelled'::text]))),
    CONSTRAINT cockfight_fights_wala_odds_check CHECK (((wala_odds >= 1001) AND (wala_odds <= 1000000)))
);

CREATE TABLE sportsbook.events (
    id text NOT NULL,
    sport text NOT NULL,
    league text NOT NULL,
    home text NOT NULL,
    away text NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    status text NOT NULL,
    minute integer,
    score_home integer DEFAULT 0 NOT NULL,
    score_away integer DEFAULT 0 NOT NULL,
    result jsonb,
    settled_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    result_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT events_check CHECK (((status <> 'finished'::text) OR (result IS NOT NULL))),
    CONSTRAINT events_result_version_check CHECK ((result_version >= 1)),
    CONSTRAINT events_score_away_check CHECK ((score_away >= 0)),
    CONSTRAINT events_score_home_check CHECK ((score_home >= 0)),
    CONSTRAINT events_sport_check CHECK ((sport = ANY (ARRAY['football'::text, 'basketball'::text, 'tennis'::text, 'cs2'::text, 'dota2'::text, 'lol'::text]))),
    CONSTRAINT events_status_check CHECK ((status = ANY (ARRAY['scheduled'::text, 'live'::text, 'finished'::text, 'cancelled'::text])))
);

CREATE TABLE sportsbook.limits (
    currency text NOT NULL,
    min_stake_minor bigint NOT NULL,
    max_stake_minor bigint NOT NULL,
    max_payout_minor bigint NOT NULL,
    CONSTRAINT limits_check CHECK (((max_stake_minor >= min_stake_minor) AND (max_payout_minor >= max_stake_minor))),
    CONSTRAINT limits_min_stake_minor_check CHECK ((min_stake_minor > 0))
);

CREATE TABLE sportsbook.markets (
    id text NOT NULL,
    event_id text NOT NULL,
    kind text NOT NULL,
    line integer NOT NULL,
    map integer NOT NULL,
    status text NOT NULL,
    odds jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT markets_kind_check CHECK ((kind = ANY (ARRAY['1x2'::text, 'winner'::text, 'handicap'::text, 'total'::text, 'btts'::text, 'correct_score'::text, 'map_winner'::text, 'map_total'::text]))),
    CONSTRAINT markets_status_check CHECK ((status = ANY (ARRAY['open'::text, 'suspended'::text, 'closed'::text])))
);

CREATE TABLE sportsbook.merchant_market_suspensions (
    merchant_code text NOT NULL,
    market_id text NOT NULL,
    suspended_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE sportsbook.merchant_voids (
    merchant_code text NOT NULL,
    event_id text NOT NULL,
    market_id text DEFAULT ''::text NOT NULL,
    reason text NOT NULL,
    voided_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE sportsbook.player_settings (
    player_key text NOT NULL,
    odds_format text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT player_settings_odds_format_check CHECK ((odds_format = ANY (ARRAY['decimal'::text, 'hong_kong'::text, 'malay'::text, 'indonesian'::text])))
);

CREATE TABLE sportsbook.result_corrections (
    event_id text NOT NULL,
    version integer NOT NULL,
    previous_result jsonb NOT NULL,
    result jsonb NOT NULL,
    source text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT result_corrections_source_check CHECK ((source = ANY (ARRAY['feed'::text, 'operator'::text]))),
    CONSTRAINT result_corrections_version_check CHECK ((version >= 2))
);

CREATE TABLE sportsbook.rounds (
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

CREATE TABLE sportsbook.schema_migrations (
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE sportsbook.seed_pairs (
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

CREATE SEQUENCE sportsbook.seed_pairs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE sportsbook.seed_pairs_id_seq OWNED BY sportsbook.seed_pairs.id;

CREATE TABLE sportsbook.session_merchants (
    launch_token_hash text NOT NULL,
    merchant_code text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE sportsbook.sessions (
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

CREATE SEQUENCE sportsbook.sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE sportsbook.sessions_id_seq OWNED BY sportsbook.sessions.id;

ALTER TABLE ONLY sportsbook.seed_pairs ALTER COLUMN id SET DEFAULT nextval('sportsbook.seed_pairs_id_seq'::regclass);

ALTER TABLE ONLY sportsbook.sessions ALTER COLUMN id SET DEFAULT nextval('sportsbook.sessions_id_seq'::regclass);

ALTER TABLE ONLY sportsbook.bet_legs
    ADD CONSTRAINT bet_legs_pkey PRIMARY KEY (round_id, leg);

ALTER TABLE ONLY sportsbook.bet_legs
    ADD CONSTRAINT bet_legs_round_id_event_id_key UNIQUE (round_id, event_id);

ALTER TABLE ONLY sportsbook.bet_resettlements
    ADD CONSTRAINT bet_resettlements_pkey PRIMARY KEY (round_id, version);

ALTER TABLE ONLY sportsbook.cash_outs
    ADD CONSTRAINT cash_outs_pkey PRIMARY KEY (round_id);

ALTER TABLE ONLY sportsbook.cockfight_arenas
    ADD CONSTRAINT cockfight_arenas_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sportsbook.cockfight_bets
    ADD CONSTRAINT cockfight_bets_pkey PRIMARY KEY (round_id);

ALTER TABLE ONLY sportsbook.cockfight_fights
    ADD CONSTRAINT cockfight_fights_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sportsbook.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sportsbook.limits
    ADD CONSTRAINT limits_pkey PRIMARY KEY (currency);

ALTER TABLE ONLY sportsbook.markets
    ADD CONSTRAINT markets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sportsbook.merchant_market_suspensions
    ADD CONSTRAINT merchant_market_suspensions_pkey PRIMARY KEY (merchant_code, market_id);

ALTER TABLE ONLY sportsbook.merchant_voids
    ADD CONSTRAINT merchant_voids_pkey PRIMARY KEY (merchant_code, event_id, market_id);

ALTER TABLE ONLY sportsbook.player_settings
    ADD CONSTRAINT player_settings_pkey PRIMARY KEY (player_key);

ALTER TABLE ONLY sportsbook.result_corrections
    ADD CONSTRAINT result_corrections_pkey PRIMARY KEY (event_id, version);

ALTER TABLE ONLY sportsbook.rounds
    ADD CONSTRAINT rounds_credit_transaction_id_key UNIQUE (credit_transaction_id);

ALTER TABLE ONLY sportsbook.rounds
    ADD CONSTRAINT rounds_debit_transaction_id_key UNIQUE (debit_transaction_id);

ALTER TABLE ONLY sportsbook.rounds
    ADD CONSTRAINT rounds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sportsbook.rounds
    ADD CONSTRAINT rounds_rollback_transaction_id_key UNIQUE (rollback_transaction_id);

ALTER TABLE ONLY sportsbook.rounds
    ADD CONSTRAINT rounds_seed_pair_id_nonce_key UNIQUE (seed_pair_id, nonce);

ALTER TABLE ONLY sportsbook.rounds
    ADD CONSTRAINT rounds_session_id_client_request_id_key UNIQUE (session_id, client_request_id);

ALTER TABLE ONLY sportsbook.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);

ALTER TABLE ONLY sportsbook.seed_pairs
    ADD CONSTRAINT seed_pairs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sportsbook.session_merchants
    ADD CONSTRAINT session_merchants_pkey PRIMARY KEY (launch_token_hash);

ALTER TABLE ONLY sportsbook.sessions
    ADD CONSTRAINT sessions_launch_token_hash_key UNIQUE (launch_token_hash);

ALTER TABLE ONLY sportsbook.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sportsbook.sessions
    ADD CONSTRAINT sessions_token_hash_key UNIQUE (token_hash);

CREATE INDEX bet_legs_market ON sportsbook.bet_legs USING btree (market_id);

CREATE INDEX bet_legs_undecided ON sportsbook.bet_legs USING btree (event_id) WHERE (outcome IS NULL);

CREATE INDEX bet_resettlements_pending ON sportsbook.bet_resettlements USING btree (created_at) WHERE (state = 'pending'::text);

CREATE INDEX cockfight_bets_undecided ON sportsbook.cockfight_bets USING btree (fight_id) WHERE (outcome IS NULL);

CREATE INDEX cockfight_fights_of_arena ON sportsbook.cockfight_fights USING btree (arena_id, starts_at);

CREATE INDEX cockfight_fights_to_settle ON sportsbook.cockfight_fights USING btree (starts_at) WHERE ((settled_at IS NULL) AND (state = ANY (ARRAY['settled'::text, 'cancelled'::text])));

CREATE INDEX events_open ON sportsbook.events USING btree (starts_at) WHERE (settled_at IS NULL);

CREATE INDEX markets_of_event ON sportsbook.markets USING btree (event_id);

CREATE INDEX rounds_session_created ON sportsbook.rounds USING btree (session_id, created_at);

CREATE INDEX rounds_session_open ON sportsbook.rounds USING btree (session_id, game_code) WHERE (state = 'open'::text);

CREATE INDEX rounds_unfinished ON sportsbook.rounds USING btree (updated_at) WHERE (state = ANY (ARRAY['open'::text, 'decided'::text, 'rolling_back'::text]));

CREATE UNIQUE INDEX seed_pairs_live_per_player ON sportsbook.seed_pairs USING btree (player_key) WHERE (revealed_at IS NULL);

CREATE INDEX session_merchants_merchant ON sportsbook.session_merchants USING btree (merchant_code);

ALTER TABLE ONLY sportsbook.bet_legs
    ADD CONSTRAINT bet_legs_event_id_fkey FOREIGN KEY (event_id) REFERENCES sportsbook.events(id);

ALTER TABLE ONLY sportsbook.bet_legs
    ADD CONSTRAINT bet_legs_market_id_fkey FOREIGN KEY (market_id) REFERENCES sportsbook.markets(id);

ALTER TABLE ONLY sportsbook.bet_legs
    ADD CONSTRAINT bet_legs_round_id_fkey FOREIGN KEY (round_id) REFERENCES sportsbook.rounds(id);

ALTER TABLE ONLY sportsbook.bet_resettlements
    ADD CONSTRAINT bet_resettlements_event_id_fkey FOREIGN KEY (event_id) REFERENCES sportsbook.events(id);

ALTER TABLE ONLY sportsbook.bet_resettlements
    ADD CONSTRAINT bet_resettlements_round_id_fkey FOREIGN KEY (round_id) REFERENCES sportsbook.rounds(id);

ALTER TABLE ONLY sportsbook.cash_outs
    ADD CONSTRAINT cash_outs_round_id_fkey FOREIGN KEY (round_id) REFERENCES sportsbook.rounds(id);

ALTER TABLE ONLY sportsbook.cockfight_bets
    ADD CONSTRAINT cockfight_bets_fight_id_fkey FOREIGN KEY (fight_id) REFERENCES sportsbook.cockfight_fights(id);

ALTER TABLE ONLY sportsbook.cockfight_bets
    ADD CONSTRAINT cockfight_bets_round_id_fkey FOREIGN KEY (round_id) REFERENCES sportsbook.rounds(id);

ALTER TABLE ONLY sportsbook.cockfight_fights
    ADD CONSTRAINT cockfight_fights_arena_id_fkey FOREIGN KEY (arena_id) REFERENCES sportsbook.cockfight_arenas(id);

ALTER TABLE ONLY sportsbook.markets
    ADD CONSTRAINT markets_event_id_fkey FOREIGN KEY (event_id) REFERENCES sportsbook.events(id);

ALTER TABLE ONLY sportsbook.merchant_market_suspensions
    ADD CONSTRAINT merchant_market_suspensions_market_id_fkey FOREIGN KEY (market_id) REFERENCES sportsbook.markets(id);

ALTER TABLE ONLY sportsbook.merchant_voids
    ADD CONSTRAINT merchant_voids_event_id_fkey FOREIGN KEY (event_id) REFERENCES sportsbook.events(id);

ALTER TABLE ONLY sportsbook.result_corrections
    ADD CONSTRAINT result_corrections_event_id_fkey FOREIGN KEY (event_id) REFERENCES sportsbook.events(id);

ALTER TABLE ONLY sportsbook.rounds
    ADD CONSTRAINT rounds_seed_pair_id_fkey FOREIGN KEY (seed_pair_id) REFERENCES sportsbook.seed_pairs(id);

ALTER TABLE ONLY sportsbook.rounds
    ADD CONSTRAINT rounds_session_id_fkey FOREIGN KEY (session_id) REFERENCES sportsbook.sessions(id);
