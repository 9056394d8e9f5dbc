-- Issue 20: PUT /api/athletes/{id} with {"status":"inativo"} inactivated the athlete without the
-- cascade, so their enrolments stayed active and went on renewing and billing. What the inactivation
-- would have done is done now, as of the day of the upgrade in the school's default time zone:
-- the active enrolments of inactive athletes are cancelled, with their open instalments not yet
-- due, and each repair is written to the audit log.
with today as (
  select (now() at time zone 'America/Sao_Paulo')::date as day
), stranded as (
  update enrollments e
  set status = 'cancelada', data_inativacao = (select day from today)
  from athletes a
  where a.id = e.athlete_id and a.status = 'inativo' and e.status = 'ativa'
  returning e.id, e.athlete_id
), closed as (
  update monthly_payments p
  set status = 'cancelado'
  from stranded s
  where p.enrollment_id = s.id and p.status = 'pendente' and p.data_vencimento >= (select day from today)
  returning p.id
)
insert into audit_log (action, entity, entity_id, changes)
select 'inactivate', 'enrollments', s.id,
  jsonb_build_object('status', 'cancelada', 'motivo', 'Atleta inativo: correção da migração 0011', 'atleta', s.athlete_id)
from stranded s;
