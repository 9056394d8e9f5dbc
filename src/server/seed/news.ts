import { inArray } from 'drizzle-orm';
import type { NewsCategory } from '@domain/news';
import { news } from '../db/schema/index';
import type { SeedStep } from './context';
import { need } from './context';
import { isNetwork } from './network';
import { addDays, zonedInstant } from '@domain/dates';

/** A handful of published news (found by title), three of them featured on the home page; 500 to 2,000 for a network. */

interface NewsDef {
  titulo: string;
  subtitulo: string;
  conteudo: string;
  categoria: NewsCategory;
  tags: string[];
  destaqueHome: boolean;
  /** Published this many days ago, at `hora`. */
  diasAtras: number;
  hora: string;
  visualizacoes: number;
}

const demoNews: NewsDef[] = [
  {
    titulo: 'Festival de fim de ano reúne atletas e famílias',
    subtitulo: 'Jogos entre turmas, apresentações e entrega de medalhas no próximo sábado',
    conteudo:
      'O tradicional Festival de Fim de Ano da Bola na Rede acontece na Unidade Vila Mariana, das 9h às 16h. ' +
      'Todas as turmas participam de jogos festivos, e cada atleta recebe sua medalha de participação.\n\n' +
      'As famílias podem levar um quilo de alimento não perecível, que será doado a uma instituição do bairro. ' +
      'Haverá barracas de lanches e a venda dos novos uniformes.',
    categoria: 'Eventos',
    tags: ['festival', 'famílias', 'confraternização'],
    destaqueHome: true,
    diasAtras: 1,
    hora: '10:00',
    visualizacoes: 184,
  },
  {
    titulo: 'Futebol Sub-11 é campeão da Copa Zona Sul',
    subtitulo: 'Time da Vila Mariana venceu a final por 3 a 1 e terminou a competição invicto',
    conteudo:
      'Em uma final disputada no Clube Atlético Ipiranga, a equipe Sub-11 venceu por 3 a 1 e conquistou o título ' +
      'da Copa Zona Sul de forma invicta: seis vitórias e um empate.\n\n' +
      'O professor Carlos Eduardo destacou a evolução coletiva do grupo ao longo do ano e agradeceu o apoio das ' +
      'famílias, presentes em todos os jogos.',
    categoria: 'Conquistas',
    tags: ['futebol', 'sub-11', 'título'],
    destaqueHome: true,
    diasAtras: 4,
    hora: '18:30',
    visualizacoes: 412,
  },
  {
    titulo: 'Inscrições abertas para a peneira de futsal',
    subtitulo: 'Avaliações para as categorias Sub-9 a Sub-13 na Unidade Santana',
    conteudo:
      'Estão abertas as inscrições para a peneira de futsal das categorias Sub-9, Sub-11 e Sub-13. As avaliações ' +
      'acontecem aos sábados do próximo mês, às 9h, na Unidade Santana.\n\n' +
      'É preciso apresentar atestado médico e documento com foto. As vagas são limitadas a 40 por categoria.',
    categoria: 'Competições',
    tags: ['futsal', 'peneira', 'inscrições'],
    destaqueHome: true,
    diasAtras: 7,
    hora: '09:00',
    visualizacoes: 276,
  },
  {
    titulo: 'Novo horário do vôlei Sub-15 às sextas-feiras',
    subtitulo: 'Treino extra das 18h30 às 20h na Unidade Santana',
    conteudo:
      'A partir deste mês, a turma de Vôlei Sub-15 passa a treinar também às sextas-feiras, das 18h30 às 20h, ' +
      'em preparação para o Campeonato Paulista Escolar. A mensalidade não sofre alteração.',
    categoria: 'Avisos',
    tags: ['vôlei', 'sub-15', 'horários'],
    destaqueHome: false,
    diasAtras: 12,
    hora: '14:15',
    visualizacoes: 98,
  },
  {
    titulo: 'Treino especial de fundamentos com a comissão técnica',
    subtitulo: 'Atletas do Basquete Sub-17 tiveram aula de arremesso com ex-jogador profissional',
    conteudo:
      'Os atletas do Basquete Sub-17 participaram de um treino especial de arremesso e leitura de jogo conduzido ' +
      'pelo professor Rodrigo Alves Costa e por um convidado, ex-jogador do NBB.\n\n' +
      'A atividade faz parte do programa de desenvolvimento técnico que será estendido às demais categorias no próximo semestre.',
    categoria: 'Treinamentos',
    tags: ['basquete', 'sub-17', 'fundamentos'],
    destaqueHome: false,
    diasAtras: 18,
    hora: '16:45',
    visualizacoes: 143,
  },
  {
    titulo: 'Recesso de fim de ano e retorno das aulas',
    subtitulo: 'As unidades fecham entre o Natal e a primeira semana de janeiro',
    conteudo:
      'Durante o recesso as unidades estarão fechadas e a secretaria atenderá apenas pelo e-mail ' +
      'contato@bolanarede.com.br. As aulas retornam na segunda semana de janeiro, nos horários habituais de cada turma.\n\n' +
      'Lembramos que as mensalidades de dezembro e janeiro vencem normalmente.',
    categoria: 'Geral',
    tags: ['recesso', 'calendário'],
    destaqueHome: false,
    diasAtras: 25,
    hora: '11:00',
    visualizacoes: 231,
  },
];

/** A network-sized school has years of news: the demo's, then one every other day or so; one for each 50 athletes, 500 to 2,000. */
const networkNewsCount = (athleteCount: number) => Math.min(2000, Math.max(500, Math.round(athleteCount / 50)));
const networkTopics: { categoria: NewsCategory; titulo: string; tag: string }[] = [
  { categoria: 'Competições', titulo: 'Resultado da rodada', tag: 'campeonato' },
  { categoria: 'Treinamentos', titulo: 'Novo ciclo de treinos', tag: 'treino' },
  { categoria: 'Eventos', titulo: 'Encontro de famílias', tag: 'evento' },
  { categoria: 'Conquistas', titulo: 'Atletas convocados para a seleção regional', tag: 'conquista' },
  { categoria: 'Avisos', titulo: 'Mudança de horário', tag: 'aviso' },
  { categoria: 'Geral', titulo: 'Boletim da rede', tag: 'boletim' },
];

function networkNews(count: number): NewsDef[] {
  return Array.from({ length: count }, (_, i) => {
    const topic = networkTopics[i % networkTopics.length]!;
    return {
      titulo: `${topic.titulo} nº ${i + 1}`,
      subtitulo: `Notícia ${i + 1} da rede de unidades`,
      conteudo: `${topic.titulo} nas unidades da rede.\n\nMais informações na secretaria de cada unidade.`,
      categoria: topic.categoria,
      tags: [topic.tag, 'rede'],
      destaqueHome: false,
      diasAtras: 30 + i * 2,
      hora: '10:00',
      visualizacoes: (i * 37) % 400,
    };
  });
}

export const seedNews: SeedStep = async (tx, ctx) => {
  const admin = need(ctx.accounts, 'as contas').admin;
  const newsDefs = isNetwork(ctx.athleteCount) ? [...demoNews, ...networkNews(networkNewsCount(ctx.athleteCount) - demoNews.length)] : demoNews;
  const existing = await tx
    .select({ titulo: news.titulo })
    .from(news)
    .where(inArray(news.titulo, newsDefs.map((n) => n.titulo)));
  const missing = newsDefs.filter((n) => !existing.some((e) => e.titulo === n.titulo));
  if (!missing.length) return;
  const created = await tx
    .insert(news)
    .values(
      missing.map(({ diasAtras, hora, ...n }) => ({
        ...n,
        status: 'publicado' as const,
        dataPublicacao: zonedInstant(addDays(ctx.today, -diasAtras), hora, ctx.timeZone),
        autor: admin.nomeCompleto,
        autorId: admin.id,
      })),
    )
    .returning({ id: news.id });
  ctx.count('news', created.length);
};
