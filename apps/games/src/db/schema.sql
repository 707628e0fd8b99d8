CREATE SCHEMA games;

CREATE TABLE games.crash_bets (
    id text NOT NULL,
    crash_round_id bigint NOT NULL,
    round_id text NOT NULL,
    player_key text NOT NULL,
    player_label text NOT NULL,
    auto_cash_out_hundredths bigint,
    cashed_out_hundredths bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT crash_bets_auto_cash_out_hundredths_check CHECK (((auto_cash_out_hundredths >= 101) AND (auto_cash_out_hundredths <= 1000000))),
    CONSTRAINT crash_bets_cashed_out_hundredths_check CHECK (((cashed_out_hundredths >= 101) AND (cashed_out_hundredths <= 1000000)))
);

CREATE TABLE games.crash_rounds (
    id bigint NOT NULL,
    room text NOT NULL,
    number bigint NOT NULL,
    public_seed text NOT NULL,
    server_seed text NOT NULL,
    server_seed_hash text NOT NULL,
    phase text NOT NULL,
    point_hundredths bigint,
    opened_at timestamp with time zone NOT NULL,
    flight_started_at timestamp with time zone,
    crashed_at timestamp with time zone,
    CONSTRAINT crash_rounds_check CHECK (((phase = 'crashed'::text) = ((point_hundredths IS NOT NULL) AND (crashed_at IS NOT NULL)))),
    CONSTRAINT crash_rounds_number_check CHECK ((number >= 0)),
    CONSTRAINT crash_rounds_phase_check CHECK ((phase = ANY (ARRAY['betting'::text, 'flying'::text, 'crashed'::text, 'void'::text]))),
    CONSTRAINT crash_rounds_point_hundredths_check CHECK (((point_hundredths >= 100) AND (point_hundredths <= 1000000)))
);

CREATE SEQUENCE games.crash_rounds_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE games.crash_rounds_id_seq OWNED BY games.crash_rounds.id;

CREATE TABLE games.games (
    id integer NOT NULL,
    game_code text NOT NULL,
    name text NOT NULL,
    category text NOT NULL,
    icon_url text,
    rtp_basis_points integer,
    demo_available boolean DEFAULT false NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT games_category_check CHECK ((category = ANY (ARRAY['RNG'::text, 'FISH'::text, 'PVP'::text, 'LOTT'::text, 'ELOTT'::text, 'SPORTS'::text, 'ESPORTS'::text, 'LIVE'::text, 'COCKFIGHT'::text, 'MINI'::text]))),
    CONSTRAINT games_rtp_basis_points_check CHECK (((rtp_basis_points >= 0) AND (rtp_basis_points <= 10000)))
);

CREATE SEQUENCE games.games_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE games.games_id_seq OWNED BY games.games.id;

CREATE TABLE games.rounds (
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

CREATE TABLE games.schema_migrations (
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE games.seed_pairs (
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

CREATE SEQUENCE games.seed_pairs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE games.seed_pairs_id_seq OWNED BY games.seed_pairs.id;

CREATE TABLE games.sessions (
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

CREATE SEQUENCE games.sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE games.sessions_id_seq OWNED BY games.sessions.id;

ALTER TABLE ONLY games.crash_rounds ALTER COLUMN id SET DEFAULT nextval('games.crash_rounds_id_seq'::regclass);

ALTER TABLE ONLY games.games ALTER COLUMN id SET DEFAULT nextval('games.games_id_seq'::regclass);

ALTER TABLE ONLY games.seed_pairs ALTER COLUMN id SET DEFAULT nextval('games.seed_pairs_id_seq'::regclass);

ALTER TABLE ONLY games.sessions ALTER COLUMN id SET DEFAULT nextval('games.sessions_id_seq'::regclass);

ALTER TABLE ONLY games.crash_bets
    ADD CONSTRAINT crash_bets_crash_round_id_player_key_key UNIQUE (crash_round_id, player_key);

ALTER TABLE ONLY games.crash_bets
    ADD CONSTRAINT crash_bets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY games.crash_bets
    ADD CONSTRAINT crash_bets_round_id_key UNIQUE (round_id);

ALTER TABLE ONLY games.crash_rounds
    ADD CONSTRAINT crash_rounds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY games.crash_rounds
    ADD CONSTRAINT crash_rounds_room_number_key UNIQUE (room, number);

ALTER TABLE ONLY games.games
    ADD CONSTRAINT games_game_code_key UNIQUE (game_code);

ALTER TABLE ONLY games.games
    ADD CONSTRAINT games_pkey PRIMARY KEY (id);

ALTER TABLE ONLY games.rounds
    ADD CONSTRAINT rounds_credit_transaction_id_key UNIQUE (credit_transaction_id);

ALTER TABLE ONLY games.rounds
    ADD CONSTRAINT rounds_debit_transaction_id_key UNIQUE (debit_transaction_id);

ALTER TABLE ONLY games.rounds
    ADD CONSTRAINT rounds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY games.rounds
    ADD CONSTRAINT rounds_rollback_transaction_id_key UNIQUE (rollback_transaction_id);

ALTER TABLE ONLY games.rounds
    ADD CONSTRAINT rounds_seed_pair_id_nonce_key UNIQUE (seed_pair_id, nonce);

ALTER TABLE ONLY games.rounds
    ADD CONSTRAINT rounds_session_id_client_request_id_key UNIQUE (session_id, client_request_id);

ALTER TABLE ONLY games.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);

ALTER TABLE ONLY games.seed_pairs
    ADD CONSTRAINT seed_pairs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY games.sessions
    ADD CONSTRAINT sessions_launch_token_hash_key UNIQUE (launch_token_hash);

ALTER TABLE ONLY games.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY games.sessions
    ADD CONSTRAINT sessions_token_hash_key UNIQUE (token_hash);

CREATE INDEX crash_rounds_unfinished ON games.crash_rounds USING btree (room) WHERE (phase = ANY (ARRAY['betting'::text, 'flying'::text]));

CREATE INDEX rounds_session_open ON games.rounds USING btree (session_id, game_code) WHERE (state = 'open'::text);

CREATE INDEX rounds_unfinished ON games.rounds USING btree (updated_at) WHERE (state = ANY (ARRAY['open'::text, 'decided'::text, 'rolling_back'::text]));

CREATE UNIQUE INDEX seed_pairs_live_per_player ON games.seed_pairs USING btree (player_key) WHERE (revealed_at IS NULL);

ALTER TABLE ONLY games.crash_bets
    ADD CONSTRAINT crash_bets_crash_round_id_fkey FOREIGN KEY (crash_round_id) REFERENCES games.crash_rounds(id);

ALTER TABLE ONLY games.crash_bets
    ADD CONSTRAINT crash_bets_round_id_fkey FOREIGN KEY (round_id) REFERENCES games.rounds(id);

ALTER TABLE ONLY games.rounds
    ADD CONSTRAINT rounds_seed_pair_id_fkey FOREIGN KEY (seed_pair_id) REFERENCES games.seed_pairs(id);

ALTER TABLE ONLY games.rounds
    ADD CONSTRAINT rounds_session_id_fkey FOREIGN KEY (session_id) REFERENCES games.sessions(id);
