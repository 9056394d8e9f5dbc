import { eq, inArray } from 'drizzle-orm';
import type { ActivityCategory, ActivityModality } from '@domain/training';
import { atividadesTreino, planosTreino, programaAtividades, programasTreinamento } from '../db/schema/index';
import type { Tx } from '../db/client';
import { firstRow } from '../db/rows';
import type { SeedStep } from './context';
import { need } from './context';
import { NETWORK_FROM_ATHLETES } from './network';

/** A few training plans (spec 2 §3.2 planos_treino, found by title), each with three activities, and a program of them. */

interface ActivityDef {
  tipo: string;
  descricao: string;
  tagsHabilidades: string;
  nivel: string;
  tempoEstimado: number;
  materiais: string | null;
}

interface PlanDef {
  titulo: string;
  objetivoGeral: string;
  categoria: ActivityCategory;
  modalidade: ActivityModality;
  materiaisGerais: string;
  observacoes: string | null;
  tags: string;
  atividades: [ActivityDef, ActivityDef, ActivityDef];
}

const planDefs: PlanDef[] = [
  {
    titulo: 'Controle de bola e passe curto',
    objetivoGeral: 'Desenvolver o domínio orientado e o passe de curta distância com as duas pernas.',
    categoria: 'infantil',
    modalidade: 'futebol',
    materiaisGerais: 'Bolas nº 4, cones, coletes',
    observacoes: 'Adaptar o espaço ao número de atletas presentes.',
    tags: 'passe, domínio, coordenação',
    atividades: [
      {
        tipo: 'aquecimento',
        descricao: 'Pega-pega com bola: quem conduz a bola não pode ser pego.',
        tagsHabilidades: 'condução, agilidade',
        nivel: 'iniciante',
        tempoEstimado: 10,
        materiais: 'Bolas, cones para delimitar',
      },
      {
        tipo: 'técnico',
        descricao: 'Passe em duplas a 8 metros, dois toques, alternando perna direita e esquerda.',
        tagsHabilidades: 'passe, domínio',
        nivel: 'iniciante',
        tempoEstimado: 20,
        materiais: 'Uma bola por dupla',
      },
      {
        tipo: 'jogo',
        descricao: 'Jogo reduzido 4x4 com gols pequenos, limite de dois toques por jogador.',
        tagsHabilidades: 'passe, visão de jogo',
        nivel: 'intermediário',
        tempoEstimado: 25,
        materiais: 'Coletes, minigols',
      },
    ],
  },
  {
    titulo: 'Transição defensiva no futsal',
    objetivoGeral: 'Reagir à perda da bola recompondo o sistema defensivo em até cinco segundos.',
    categoria: 'juvenil',
    modalidade: 'futsal',
    materiaisGerais: 'Bolas de futsal, coletes de duas cores',
    observacoes: null,
    tags: 'defesa, transição, tático',
    atividades: [
      {
        tipo: 'aquecimento',
        descricao: 'Rondo 4x1 com troca imediata de quem perde a bola.',
        tagsHabilidades: 'posse, pressão',
        nivel: 'intermediário',
        tempoEstimado: 15,
        materiais: 'Cones, bolas',
      },
      {
        tipo: 'tático',
        descricao: 'Ataque 3x2 que, ao perder a bola, vira defesa contra 2x3 em contra-ataque.',
        tagsHabilidades: 'recomposição, cobertura',
        nivel: 'intermediário',
        tempoEstimado: 25,
        materiais: 'Coletes',
      },
      {
        tipo: 'jogo',
        descricao: 'Coletivo 5x5: gol vale dobrado se feito até cinco segundos após recuperar a bola.',
        tagsHabilidades: 'transição, pressão pós-perda',
        nivel: 'avançado',
        tempoEstimado: 30,
        materiais: null,
      },
    ],
  },
  {
    titulo: 'Fundamentos de saque e recepção',
    objetivoGeral: 'Dar consistência ao saque por baixo e por cima e à recepção em manchete.',
    categoria: 'juvenil',
    modalidade: 'volei',
    materiaisGerais: 'Bolas de vôlei, rede, alvos no chão',
    observacoes: 'Atletas com restrição no ombro fazem apenas o saque por baixo.',
    tags: 'saque, recepção, manchete',
    atividades: [
      {
        tipo: 'aquecimento',
        descricao: 'Mobilidade de ombros e toque de bola em duplas.',
        tagsHabilidades: 'toque, mobilidade',
        nivel: 'iniciante',
        tempoEstimado: 10,
        materiais: 'Bolas',
      },
      {
        tipo: 'técnico',
        descricao: 'Saque em alvos marcados nas zonas 1, 5 e 6, dez tentativas por zona.',
        tagsHabilidades: 'saque, precisão',
        nivel: 'intermediário',
        tempoEstimado: 25,
        materiais: 'Arcos ou fita para os alvos',
      },
      {
        tipo: 'técnico',
        descricao: 'Recepção em manchete com direcionamento para a levantadora na posição 2/3.',
        tagsHabilidades: 'recepção, manchete',
        nivel: 'intermediário',
        tempoEstimado: 25,
        materiais: 'Bolas, rede',
      },
    ],
  },
  {
    titulo: 'Arremesso e bandeja',
    objetivoGeral: 'Aprimorar a mecânica de arremesso e a finalização em bandeja com as duas mãos.',
    categoria: 'juvenil',
    modalidade: 'basquete',
    materiaisGerais: 'Bolas de basquete, cones',
    observacoes: null,
    tags: 'arremesso, bandeja, finalização',
    atividades: [
      {
        tipo: 'aquecimento',
        descricao: 'Drible em deslocamento com troca de mão a cada cone.',
        tagsHabilidades: 'drible, coordenação',
        nivel: 'iniciante',
        tempoEstimado: 10,
        materiais: 'Cones',
      },
      {
        tipo: 'técnico',
        descricao: 'Bandeja pela direita e pela esquerda em fila, com passe do professor.',
        tagsHabilidades: 'bandeja, passada',
        nivel: 'intermediário',
        tempoEstimado: 20,
        materiais: 'Bolas',
      },
      {
        tipo: 'técnico',
        descricao: 'Arremesso de cinco posições ao redor do garrafão: dez arremessos por posição.',
        tagsHabilidades: 'arremesso, mecânica',
        nivel: 'avançado',
        tempoEstimado: 30,
        materiais: 'Bolas, rebote em duplas',
      },
    ],
  },
];

/** A program of all four plans, the week's order; its total is the plans' times summed. */
const PROGRAM = {
  titulo: 'Semana de fundamentos',
  descricao: 'Um treino de fundamentos por modalidade, do passe no futebol ao arremesso no basquete.',
  tags: JSON.stringify(['fundamentos', 'técnico']),
};

/** A network-sized school has a library of 1,000 plans: the demo's and numbered variations of them. */
const NETWORK_PLANS = 1000;

function networkPlans(count: number): PlanDef[] {
  return Array.from({ length: count }, (_, i) => {
    const base = planDefs[i % planDefs.length]!;
    return { ...base, titulo: `${base.titulo} (variação ${Math.floor(i / planDefs.length) + 1})` };
  });
}

export const seedTraining: SeedStep = async (tx, ctx) => {
  const professor = need(ctx.accounts, 'as contas').professor;
  const defs = ctx.athleteCount >= NETWORK_FROM_ATHLETES ? [...planDefs, ...networkPlans(NETWORK_PLANS - planDefs.length)] : planDefs;
  const existing = await tx
    .select({ titulo: planosTreino.titulo })
    .from(planosTreino)
    .where(inArray(planosTreino.titulo, defs.map((p) => p.titulo)));
  const missing = defs.filter((p) => !existing.some((e) => e.titulo === p.titulo));
  if (missing.length) {
    const plans = await tx
      .insert(planosTreino)
      .values(
        missing.map(({ atividades, ...p }) => ({
          ...p,
          tempoTotalEstimado: atividades.reduce((sum, a) => sum + a.tempoEstimado, 0),
          criadoPor: professor.id,
        })),
      )
      .returning({ id: planosTreino.id, titulo: planosTreino.titulo });
    ctx.count('planos_treino', plans.length);
    const activities = missing.flatMap((p) => {
      const planId = plans.find((c) => c.titulo === p.titulo)!.id;
      return p.atividades.map((a, i) => ({ ...a, planoTreinoId: planId, ordem: i + 1 }));
    });
    const created = await tx.insert(atividadesTreino).values(activities).returning({ id: atividadesTreino.id });
    ctx.count('atividades_treino', created.length);
  }
  const linked = await seedProgram(tx, professor.id);
  if (linked) {
    ctx.count('programas_treinamento', 1);
    ctx.count('programa_atividades', linked);
  }
};

/** Creates the program unless one of its title exists; answers how many activities it linked. */
async function seedProgram(tx: Tx, professorId: number) {
  const [found] = await tx.select({ id: programasTreinamento.id }).from(programasTreinamento).where(eq(programasTreinamento.titulo, PROGRAM.titulo));
  if (found) return 0;
  const plans = await tx
    .select({ id: planosTreino.id, titulo: planosTreino.titulo, tempo: planosTreino.tempoTotalEstimado })
    .from(planosTreino)
    .where(inArray(planosTreino.titulo, planDefs.map((p) => p.titulo)));
  const ordered = planDefs.map((def) => plans.find((p) => p.titulo === def.titulo)!);
  const program = firstRow(
    await tx
      .insert(programasTreinamento)
      .values({ ...PROGRAM, tempoTotalEstimado: ordered.reduce((sum, p) => sum + p.tempo, 0), criadoPor: professorId })
      .returning({ id: programasTreinamento.id }),
    'insert programas_treinamento',
  );
  await tx
    .insert(programaAtividades)
    .values(ordered.map((plan, index) => ({ programaTreinamentoId: program.id, atividadeId: plan.id, ordem: index + 1 })));
  return ordered.length;
}
