-- The merchant site origins the platform allows to frame a launched game page (issue 11, finding 3): sent in the
-- signed launch call, answered as the page's `frame-ancestors`. Empty: nobody may frame it.
alter table games.sessions add column frame_ancestors text[] not null default '{}';
