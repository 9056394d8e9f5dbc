/** Common Brazilian first names and surnames for the demo's people. */

export const boyNames = [
  'Miguel', 'Arthur', 'Gael', 'Heitor', 'Theo', 'Davi', 'Gabriel', 'Bernardo', 'Samuel', 'João Miguel',
  'Pedro', 'Lorenzo', 'Benjamin', 'Matheus', 'Lucas', 'Rafael', 'Enzo', 'Nicolas', 'Guilherme', 'Gustavo',
  'Felipe', 'Henrique', 'Murilo', 'Pietro', 'Bryan', 'Eduardo', 'Leonardo', 'Vinícius', 'Caio', 'Daniel',
  'Thiago', 'Vitor', 'Benício', 'Joaquim', 'Otávio', 'Bruno', 'Enzo Gabriel', 'Anthony', 'Lucca', 'Isaac',
] as const;

export const girlNames = [
  'Helena', 'Alice', 'Laura', 'Maria Alice', 'Sophia', 'Manuela', 'Maitê', 'Liz', 'Cecília', 'Isabella',
  'Luísa', 'Eloá', 'Heloísa', 'Júlia', 'Ayla', 'Maria Luísa', 'Isis', 'Elisa', 'Antonella', 'Valentina',
  'Maya', 'Maria Júlia', 'Aurora', 'Lara', 'Maria Clara', 'Lívia', 'Esther', 'Giovanna', 'Sarah', 'Beatriz',
  'Mariana', 'Lorena', 'Rafaela', 'Yasmin', 'Ana Clara', 'Gabriela', 'Letícia', 'Clara', 'Nicole', 'Vitória',
] as const;

export const menNames = [
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Marcos', 'Luiz', 'Fernando', 'André',
  'Rodrigo', 'Marcelo', 'Alexandre', 'Ricardo', 'Fábio', 'Leandro', 'Sérgio', 'Roberto', 'Márcio', 'Renato',
  'Anderson', 'Wagner', 'Daniel', 'Júlio', 'Adriano', 'Cláudio', 'Diego', 'Rogério', 'Fabiano', 'Eduardo',
] as const;

export const womenNames = [
  'Maria', 'Ana', 'Juliana', 'Adriana', 'Fernanda', 'Patrícia', 'Aline', 'Camila', 'Sandra', 'Cristiane',
  'Vanessa', 'Simone', 'Luciana', 'Renata', 'Daniela', 'Tatiane', 'Priscila', 'Carla', 'Kelly', 'Michele',
  'Fabiana', 'Débora', 'Mônica', 'Cláudia', 'Eliane', 'Roberta', 'Viviane', 'Andréa', 'Silvia', 'Paula',
] as const;

export const elderWomenNames = ['Maria Aparecida', 'Terezinha', 'Conceição', 'Rosângela', 'Marlene', 'Vera Lúcia'] as const;
export const elderMenNames = ['Sebastião', 'Geraldo', 'Osvaldo', 'Benedito', 'Antônio Carlos', 'Raimundo'] as const;

export const surnames: readonly string[] = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Correia', 'Cavalcanti', 'Monteiro',
] as const;

/** Streets near the two units, for the athletes' addresses. */
export const streets = [
  { rua: 'Rua Tutóia', bairro: 'Vila Mariana', cep: '04007005' },
  { rua: 'Rua Joaquim Távora', bairro: 'Vila Mariana', cep: '04015011' },
  { rua: 'Rua Sena Madureira', bairro: 'Vila Clementino', cep: '04021001' },
  { rua: 'Avenida Jabaquara', bairro: 'Saúde', cep: '04045000' },
  { rua: 'Rua Loefgren', bairro: 'Vila Clementino', cep: '04040030' },
  { rua: 'Rua Vergueiro', bairro: 'Paraíso', cep: '04101000' },
  { rua: 'Rua Dr. César', bairro: 'Santana', cep: '02013002' },
  { rua: 'Rua Alfredo Pujol', bairro: 'Santana', cep: '02017010' },
  { rua: 'Avenida Braz Leme', bairro: 'Casa Verde', cep: '02511000' },
  { rua: 'Rua Conselheiro Moreira de Barros', bairro: 'Santana', cep: '02018010' },
  { rua: 'Rua Leite de Morais', bairro: 'Santana', cep: '02034020' },
  { rua: 'Avenida Engenheiro Caetano Álvares', bairro: 'Mandaqui', cep: '02413000' },
] as const;

/** Lowercase ASCII for email addresses: "João Miguel" → "joaomiguel". */
export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
